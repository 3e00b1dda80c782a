/** Chip values of SPEC §3, in whole SUSD. */
export const CHIPS = [1, 2, 5, 10, 20, 40] as const;
export type Chip = (typeof CHIPS)[number];
/** 1 SUSD in token units (6 decimals). */
export const TOKEN_UNIT = 1_000_000n;
export const chipUnits = (chip: number) => BigInt(chip) * TOKEN_UNIT;

/**
 * The fewest chips that make up an amount, largest first (greedy is optimal for these values),
 * and what is left below the smallest chip.
 */
export function chipsFor(amount: bigint): { chips: Chip[]; rest: bigint } {
  const chips: Chip[] = [];
  let rest = amount < 0n ? 0n : amount;
  for (const chip of [...CHIPS].reverse()) {
    const units = chipUnits(chip);
    for (; rest >= units; rest -= units) chips.push(chip);
  }
  return { chips, rest };
}
