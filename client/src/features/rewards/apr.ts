import { formatUnits } from "../../shared/format/number.js";

/** An APR in basis points (a bigint string) as a percentage with two decimals: "1234" → "12.34%". */
export function formatAprBps(bps: string | null | undefined): string {
  if (bps == null) return "—";
  const v = BigInt(bps);
  const whole = v / 100n;
  const frac = (v % 100n).toString().padStart(2, "0");
  return `${whole.toLocaleString("en-US")}.${frac}%`;
}

/** Seconds left until `endsAt`, never negative. */
export const secondsLeft = (endsAt: string | null | undefined, now: number): number => (endsAt ? Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000)) : 0);

/** 3725 → "1:02:05", 65 → "1:05". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** An amount with its unit ("12.5 SUSD"); zero stays the SPEC's bare "-". */
export function withUnit(units: string): string {
  const text = formatUnits(units);
  return text === "-" ? text : `${text} SUSD`;
}
