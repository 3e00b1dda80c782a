import type { FairRng } from "../rng/fair-rng.js";

/** A player's bet: kind id (see bet-kinds.ts), the numbers it names, the stake in token units (6 decimals). */
export interface Bet {
  kind: number;
  numbers?: readonly number[];
  amount: bigint;
}

export type Validation = { ok: true } | { ok: false; reason: string };
export const valid: Validation = { ok: true };
export const invalid = (reason: string): Validation => ({ ok: false, reason });

export interface BetKindInfo {
  id: number;
  name: string;
  /** Winnings per unit staked on a win, as "num:den" (e.g. "35:1"); the highest line where it varies. */
  pays: string;
  /** Worst-case total return per unit staked, ×100 (what a table's bankroll must cover). */
  maxReturnX100: number;
}

/** Card games deal from anything that draws cards: a shoe position or a per-round deck. */
export interface CardSource {
  draw(): number;
}

/**
 * One interface for every game. `payout` returns the TOTAL returned to the player for a bet
 * (stake plus winnings; 0 on a loss), an exact integer rounded down to the token unit.
 */
export interface GameModule<Outcome, Source = FairRng> {
  gameType: number;
  name: string;
  betKinds: readonly BetKindInfo[];
  validateBet(bet: Bet): Validation;
  deal(source: Source): Outcome;
  payout(bet: Bet, outcome: Outcome): bigint;
}

/** stake + stake × num / den, rounded down to the token unit. */
export const returnOf = (stake: bigint, num: number, den = 1): bigint => stake + (stake * BigInt(num)) / BigInt(den);

/** Common checks: a positive whole-unit stake within the table's limits. */
export function checkStake(bet: Bet, limits?: { min: bigint; max: bigint }): Validation {
  if (typeof bet.amount !== "bigint" || bet.amount <= 0n) return invalid("stake must be a positive amount");
  if (limits && bet.amount < limits.min) return invalid("stake below the table minimum");
  if (limits && bet.amount > limits.max) return invalid("stake above the table maximum");
  return valid;
}

export const hasNumbers = (bet: Bet) => (bet.numbers?.length ?? 0) > 0;

/** Validation shared by games whose bets name no numbers: a positive stake on a kind the game offers. */
export function validateKindOnly(bet: Bet, kinds: readonly BetKindInfo[], game: string): Validation {
  const stake = checkStake(bet);
  if (!stake.ok) return stake;
  if (!kinds.some((k) => k.id === bet.kind)) return invalid(`unknown ${game} bet`);
  return hasNumbers(bet) ? invalid(`${game} bets name no numbers`) : valid;
}
