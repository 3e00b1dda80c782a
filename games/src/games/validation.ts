import type { Bet, BetError, BetKindInfo, TableLimits, Validation } from "./types.js";

export const valid: Validation = { ok: true };
export const invalid = (error: BetError, reason: string): Validation => ({ ok: false, error, reason });

/** Common checks: a positive stake in whole token units, within the table's limits when given. */
export function checkStake(bet: Bet, limits?: TableLimits): Validation {
  if (typeof bet.amount !== "bigint" || bet.amount <= 0n) return invalid("bad-stake", "stake must be a positive amount");
  if (limits && bet.amount < limits.min) return invalid("below-min", "stake below the table minimum");
  if (limits && bet.amount > limits.max) return invalid("above-max", "stake above the table maximum");
  return valid;
}

export const hasNumbers = (bet: Bet) => (bet.numbers?.length ?? 0) > 0;
export const offers = (kinds: readonly BetKindInfo[], kind: number) => kinds.some((k) => k.id === kind);

/** Validation shared by games whose bets name no numbers: a good stake on a kind the game offers. */
export function validateKindOnly(bet: Bet, kinds: readonly BetKindInfo[], game: string, limits?: TableLimits): Validation {
  const stake = checkStake(bet, limits);
  if (!stake.ok) return stake;
  if (!offers(kinds, bet.kind)) return invalid("unknown-kind", `unknown ${game} bet`);
  return hasNumbers(bet) ? invalid("bad-numbers", `${game} bets name no numbers`) : valid;
}
