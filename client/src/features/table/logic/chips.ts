import { chipsFor, TOKEN_UNIT } from "@sunrise/games";

/** The chip colour a stack shows: its largest chip (amounts past 100 SUSD show the "plaque" colour). */
export function chipTone(amount: bigint): string {
  if (amount >= 100n * TOKEN_UNIT) return "plaque";
  return String(chipsFor(amount).chips[0] ?? 1);
}

/** A stack's amount in a few characters: 15, 2.5, 1.2K, 3M. */
export function shortAmount(amount: bigint): string {
  const whole = Number(amount / 10_000n) / 100; // display only: two decimals of SUSD
  if (whole >= 1_000_000) return `${trim(whole / 1_000_000)}M`;
  if (whole >= 1_000) return `${trim(whole / 1_000)}K`;
  return trim(whole);
}

const trim = (n: number) => (n >= 100 ? String(Math.floor(n)) : String(Math.floor(n * 10) / 10));
