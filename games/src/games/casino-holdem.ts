import type { Card } from "../cards/cards.js";
import type { FairRng } from "../rng/fair-rng.js";
import { freshCards } from "../cards/cards.js";
import { betKindId, GameType } from "./bet-kinds.js";
import { bestHand, HandCategory, type HandValue } from "./hand-evaluator.js";
import { returnOf, type Bet, type BetKindInfo, type GameModule } from "./types.js";
import { hasNumbers, validateKindOnly } from "./validation.js";

export const HoldemBet = { ANTE: betKindId(GameType.POKER, 1), CALL: betKindId(GameType.POKER, 2) } as const;

/** Ante pay table by the player's hand category (winnings per unit). */
export function antePays(category: number): number {
  if (category === HandCategory.ROYAL_FLUSH) return 100;
  if (category === HandCategory.STRAIGHT_FLUSH) return 20;
  if (category === HandCategory.FOUR_OF_A_KIND) return 10;
  if (category === HandCategory.FULL_HOUSE) return 3;
  if (category === HandCategory.FLUSH) return 2;
  return 1;
}

export interface HoldemOutcome {
  player: Card[];
  dealer: Card[];
  board: Card[];
  playerHand: HandValue;
  dealerHand: HandValue;
  /** Pair of 4s or better. */
  dealerQualifies: boolean;
  winner: "player" | "dealer" | "tie";
}

export const dealerQualifies = (h: HandValue) => h.category > HandCategory.PAIR || (h.category === HandCategory.PAIR && h.kickers[0]! >= 4);

/**
 * Casino hold'em: ante, then after the flop the player calls (2 × ante) or folds. Each round is
 * dealt from a fresh 52-card deck shuffled by the round's stream. `settle` knows a fold: an ante
 * without a call bet is lost.
 */
export const casinoHoldem: GameModule<HoldemOutcome> & { settle(bets: readonly Bet[], o: HoldemOutcome): bigint[] } = {
  gameType: GameType.POKER,
  name: "casino hold'em",
  betKinds: [
    { id: HoldemBet.ANTE, name: "ante", pays: "100:1", maxReturnX100: 10100 },
    { id: HoldemBet.CALL, name: "call", pays: "1:1", maxReturnX100: 200 },
  ] satisfies BetKindInfo[],
  validateBet(bet, limits) {
    return validateKindOnly(bet, casinoHoldem.betKinds, "casino hold'em", limits);
  },
  deal(rng: FairRng) {
    const deck = rng.shuffle(freshCards(1));
    const player = [deck[0]!, deck[2]!];
    const dealer = [deck[1]!, deck[3]!];
    const board = deck.slice(4, 9);
    const playerHand = bestHand([...player, ...board]);
    const dealerHand = bestHand([...dealer, ...board]);
    const winner = playerHand.score > dealerHand.score ? "player" : dealerHand.score > playerHand.score ? "dealer" : "tie";
    return { player, dealer, board, playerHand, dealerHand, dealerQualifies: dealerQualifies(dealerHand), winner };
  },
  /** A bet's return when the player called (see `settle` for folds). */
  payout(bet, o) {
    if (hasNumbers(bet)) return 0n; // these bets name no numbers: a malformed bet pays nothing
    const ante = bet.kind === HoldemBet.ANTE;
    if (!o.dealerQualifies) return ante ? returnOf(bet.amount, antePays(o.playerHand.category)) : bet.amount;
    if (o.winner === "tie") return bet.amount;
    if (o.winner === "dealer") return 0n;
    return ante ? returnOf(bet.amount, antePays(o.playerHand.category)) : returnOf(bet.amount, 1);
  },
  settle(bets, o) {
    const called = bets.some((b) => b.kind === HoldemBet.CALL);
    return bets.map((b) => (b.kind === HoldemBet.ANTE && !called ? 0n : casinoHoldem.payout(b, o)));
  },
};
