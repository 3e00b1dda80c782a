import type { BonusFieldsFragment } from "../../gql/graphql.js";

/** SPEC §9: a bonus counts as expiring when it expires within 7 days. */
export const EXPIRING_WINDOW_MS = 7 * 86_400_000;
const RATE_DENOMINATOR = 10_000n;

/** The bonus a deposit earns: min(amount × rate, maximum), in token units (rounded down, as on chain). */
export function expectedBonus(amount: bigint, rateBps: number, maximum: bigint): bigint {
  const bonus = (amount * BigInt(rateBps)) / RATE_DENOMINATOR;
  return bonus < maximum ? bonus : maximum;
}

export type BonusFilter = "all" | "claimable" | "locked" | "expiring" | "expired" | "swapped";
export const BONUS_FILTERS: BonusFilter[] = ["all", "claimable", "locked", "expiring", "expired", "swapped"];

export function matchesFilter(b: Pick<BonusFieldsFragment, "status" | "expiredAt">, f: BonusFilter, now = Date.now()): boolean {
  if (f === "all") return true;
  if (f === "expiring") return (b.status === "locked" || b.status === "claimable") && new Date(b.expiredAt).getTime() - now <= EXPIRING_WINDOW_MS;
  return b.status === f;
}

/** Wagering progress in whole percent, 0–100. */
export function wagerProgress(wagered: bigint, requirement: bigint): number {
  if (requirement <= 0n) return 100;
  const pct = Number((wagered * 100n) / requirement);
  return Math.min(100, pct);
}
