import type { BonusFieldsFragment } from "../../gql/graphql.js";

/** SPEC §9: a bonus counts as expiring when it expires within 7 days. */
export const EXPIRING_WINDOW_MS = 7 * 86_400_000;
const RATE_DENOMINATOR = 10_000n;

/** The bonus a deposit earns: min(amount × rate, maximum), in token units (rounded down, as on chain). */
export function expectedBonus(amount: bigint, rateBps: number, maximum: bigint): bigint {
  const bonus = (amount * BigInt(rateBps)) / RATE_DENOMINATOR;
  return bonus < maximum ? bonus : maximum;
}

/** SPEC §2's bonus views, plus every bonus and those already swapped. */
export type BonusFilter = "all" | "available" | "claimable" | "swappable" | "locked" | "expiring" | "expired" | "swapped";
export const BONUS_FILTERS: BonusFilter[] = ["all", "available", "claimable", "swappable", "locked", "expiring", "expired", "swapped"];

type BonusRow = Pick<BonusFieldsFragment, "status" | "expiredAt" | "wagered" | "wagerRequirement">;

const held = (b: BonusRow, now: number) => (b.status === "locked" || b.status === "claimable") && new Date(b.expiredAt).getTime() > now;

/**
 * available: still held (locked or claimable, not expired); swappable: held with its wagering done
 * (claimable, or about to be once the validators accept the claim); expiring: held and ending within 7 days.
 */
export function matchesFilter(b: BonusRow, f: BonusFilter, now = Date.now()): boolean {
  switch (f) {
    case "all":
      return true;
    case "available":
      return held(b, now);
    case "swappable":
      return held(b, now) && BigInt(b.wagered) >= BigInt(b.wagerRequirement);
    case "expiring":
      return held(b, now) && new Date(b.expiredAt).getTime() - now <= EXPIRING_WINDOW_MS;
    default:
      return b.status === f;
  }
}

/** The bonus amount in one view, in token units. */
export const totalIn = (rows: readonly (BonusRow & Pick<BonusFieldsFragment, "bonusAmount">)[], f: BonusFilter, now = Date.now()) =>
  rows.filter((b) => matchesFilter(b, f, now)).reduce((sum, b) => sum + BigInt(b.bonusAmount), 0n);

/** Wagering progress in whole percent, 0–100. */
export function wagerProgress(wagered: bigint, requirement: bigint): number {
  if (requirement <= 0n) return 100;
  const pct = Number((wagered * 100n) / requirement);
  return Math.min(100, pct);
}
