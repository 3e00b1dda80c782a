import type { Card } from "../cards/cards.js";
import { GameType } from "../games/bet-kinds.js";
import {
  BLACKJACK_MAX_RETURN_X100, BlackjackBet, blackjackFromCards, checkBlackjackDecision, settleBlackjackBet, type BlackjackDeal, type DecisionCheck,
  type WindowsPlayed,
} from "../games/blackjack/blackjack.js";
import { BLACKJACK_DEAL_POSITIONS, BLACKJACK_EXTRA_BASE, BLACKJACK_MAX_WINDOWS } from "../games/blackjack/infinite.js";
import {
  HOLDEM_DEAL_POSITIONS, HOLDEM_OUTCOME_LENGTH, HoldemAction, HoldemBet, holdemBetReturn, holdemFromCards, type HoldemOutcome,
} from "../games/casino-holdem.js";
import type { Bet } from "../games/types.js";
import { hasNumbers } from "../games/validation.js";
import { ROUND_DECKS } from "./round-deck.js";

/** Games whose players decide after the deal: their tables are DecisionTables. */
export const DECISION_GAMES: readonly number[] = [GameType.POKER, GameType.BLACKJACK];

export interface DecisionGameShape {
  decks: number;
  /** Deck positions the deal proves, in order. */
  dealPositions: readonly number[];
  /** Position of extra card 0 (0: the game draws no extra cards). */
  extraBase: number;
  maxWindows: number;
  /** Deck cards the settlement reads when the players drew `extraCards`. */
  outcomeLength(extraCards: number): number;
}

export function decisionGame(gameType: number): DecisionGameShape {
  if (gameType === GameType.POKER) return { decks: ROUND_DECKS.holdem, dealPositions: HOLDEM_DEAL_POSITIONS, extraBase: 0, maxWindows: 1, outcomeLength: () => HOLDEM_OUTCOME_LENGTH };
  if (gameType === GameType.BLACKJACK) {
    return { decks: ROUND_DECKS.blackjack, dealPositions: BLACKJACK_DEAL_POSITIONS, extraBase: BLACKJACK_EXTRA_BASE, maxWindows: BLACKJACK_MAX_WINDOWS, outcomeLength: (n) => BLACKJACK_EXTRA_BASE + n };
  }
  throw new RangeError(`game type ${gameType} has no decisions`);
}

/** A bet with its decisions: `actions[w − 1]` is window w's (0 = none), as `DecisionTable.betAt` gives them. */
export type DecidedBet = Bet & { actions: readonly number[] };

export type DecisionOutcome = ({ game: "casino hold'em" } & HoldemOutcome) | ({ game: "blackjack" } & BlackjackDeal);

/** The shared cards of a decision round from the contract's outcome codes (the deck's first cards). */
export function decisionOutcome(gameType: number, codes: readonly number[]): DecisionOutcome {
  for (const c of codes) if (!Number.isInteger(c) || c < 0 || c > 51) throw new RangeError(`a card code is 0–51, got ${c}`);
  if (gameType === GameType.POKER) {
    if (codes.length !== HOLDEM_OUTCOME_LENGTH) throw new RangeError(`a casino hold'em outcome has ${HOLDEM_OUTCOME_LENGTH} cards, got ${codes.length}`);
    return { game: "casino hold'em", ...holdemFromCards(codes) };
  }
  if (gameType === GameType.BLACKJACK) return { game: "blackjack", ...blackjackFromCards(codes) };
  throw new RangeError(`game type ${gameType} has no decisions`);
}

/**
 * Whether a bet may take `action` on `hand` in `window`, from the cards shown so far (the deal's
 * then the extra sequence) and its earlier actions: the DecisionTable's own check, same reasons.
 */
export function checkDecision(gameType: number, shown: readonly Card[], bet: DecidedBet, window: number, hand: number, action: number): DecisionCheck {
  if (gameType === GameType.BLACKJACK) return checkBlackjackDecision(shown, bet, window, hand, action);
  if (gameType !== GameType.POKER) throw new RangeError(`game type ${gameType} has no decisions`);
  if (bet.kind !== HoldemBet.ANTE) return { ok: false, reason: "This bet takes no decisions" };
  if (action !== HoldemAction.CALL && action !== HoldemAction.FOLD) return { ok: false, reason: "Unknown action" };
  if (window !== 1) return { ok: false, reason: "No such window" };
  if (hand !== 0) return { ok: false, reason: "Not the hand in play" };
  if (action === HoldemAction.FOLD) return { ok: true, extraStake: 0n, extraMaxReturn: 0n, extraCards: 0 };
  return { ok: true, extraStake: 2n * bet.amount, extraMaxReturn: 4n * bet.amount, extraCards: 0 };
}

export interface DecidedBetResult {
  /** Total returned (stakes and extra stakes included). */
  payout: bigint;
  /** Escrowed by the decisions beyond the bet's stake. */
  extraStake: bigint;
  /** The worst case of every stake escrowed: what a forfeit pays, and a bet cut short. */
  maxReturn: bigint;
  /** Settled while the bet could still decide: paid its worst case. */
  cutShort: boolean;
}

/**
 * Every bet of a settled decision round, in bet order: what the table contract pays, from the
 * shared cards and each bet's recorded decisions.
 */
export function settleDecisionBets(outcome: DecisionOutcome, bets: readonly DecidedBet[], played: WindowsPlayed): DecidedBetResult[] {
  if (outcome.game === "blackjack") {
    return bets.map((b) => {
      if (b.kind !== BlackjackBet.MAIN || hasNumbers(b)) return { payout: 0n, extraStake: 0n, maxReturn: (b.amount * BigInt(BLACKJACK_MAX_RETURN_X100.main)) / 100n, cutShort: false };
      const r = settleBlackjackBet(outcome, b, played);
      return { payout: r.payout, extraStake: r.extraStake, maxReturn: r.maxReturn, cutShort: r.cutShort };
    });
  }
  return bets.map((b) => {
    const action = b.actions[0] ?? 0;
    const called = b.kind === HoldemBet.ANTE && action === HoldemAction.CALL;
    const extraStake = called ? 2n * b.amount : 0n;
    const maxReturn = 101n * b.amount + (called ? 4n * b.amount : 0n);
    const cutShort = b.kind === HoldemBet.ANTE && played.windowOpen && action === 0;
    return { payout: cutShort ? maxReturn : holdemBetReturn(b, action, outcome), extraStake, maxReturn, cutShort };
  });
}
