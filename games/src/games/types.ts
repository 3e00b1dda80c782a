import type { FairRng } from "../rng/fair-rng.js";

/** A player's bet: kind id (see bet-kinds.ts), the numbers it names, the stake in token units (6 decimals). */
export interface Bet {
  kind: number;
  numbers?: readonly number[];
  amount: bigint;
}

/** Why a bet is refused; `reason` says it in words. */
export type BetError = "bad-stake" | "below-min" | "above-max" | "unknown-kind" | "bad-numbers" | "not-offered";
export type Validation = { ok: true } | { ok: false; error: BetError; reason: string };

/** A table's stake limits in token units, both inclusive. */
export interface TableLimits {
  min: bigint;
  max: bigint;
}

export interface BetKindInfo {
  id: number;
  name: string;
  /** Winnings per unit staked on a win, as "num:den" (e.g. "35:1"); the highest line where it varies. */
  pays: string;
  /** Worst-case total return per unit staked, ×100 (what a table's bankroll must cover). */
  maxReturnX100: number;
}

/** Dice and wheels draw from anything that gives unbiased integers: the round's stream, or a replay of recorded draws. */
export interface IntSource {
  int(n: number): number;
}

/** Card games deal from anything that draws cards: a shoe position or a per-round deck. */
export interface CardSource {
  draw(): number;
}

/**
 * One interface for every game. `payout` returns the TOTAL returned to the player for a bet
 * (stake plus winnings; 0 on a loss), an exact integer rounded down to the token unit; a bet
 * that fails `validateBet` (other than on limits) pays 0.
 */
export interface GameModule<Outcome, Source = FairRng> {
  gameType: number;
  name: string;
  betKinds: readonly BetKindInfo[];
  validateBet(bet: Bet, limits?: TableLimits): Validation;
  deal(source: Source): Outcome;
  payout(bet: Bet, outcome: Outcome): bigint;
}

/** stake + stake × num / den, rounded down to the token unit. */
export const returnOf = (stake: bigint, num: number, den = 1): bigint => stake + (stake * BigInt(num)) / BigInt(den);
