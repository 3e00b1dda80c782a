import { freshCards, rankOf, type Card } from "../cards/cards.js";
import type { FairRng } from "../rng/fair-rng.js";
import { betKindId, GameType } from "./bet-kinds.js";
import { handScore } from "./casino-holdem-hand.js";
import { bestHand, HandCategory, type HandValue } from "./hand-evaluator.js";
import { returnOf, type Bet, type BetKindInfo, type GameModule, type TableLimits, type Validation } from "./types.js";
import { hasNumbers, invalid, validateKindOnly } from "./validation.js";

/**
 * Bet kinds: the ante and the AA bonus are placed while betting is open; the call (2 × ante) is the
 * ante's extra stake, escrowed by the player's decision after the flop.
 */
export const HoldemBet = { ANTE: betKindId(GameType.POKER, 1), CALL: betKindId(GameType.POKER, 2), AA_BONUS: betKindId(GameType.POKER, 3) } as const;
/** Decisions on an ante, as the table contract numbers them. No decision is a fold. */
export const HoldemAction = { CALL: 1, FOLD: 2 } as const;

/**
 * Deck positions of a round: the players' two hole cards (one shared hand: every player at the
 * table plays the same cards), the dealer's two, the flop, the turn and the river. The deal shows
 * the players' cards and the flop; the rest comes out at the settle.
 */
export const HOLDEM_POSITIONS = { player: [0, 1], dealer: [2, 3], flop: [4, 5, 6], turn: 7, river: 8 } as const;
export const HOLDEM_DEAL_POSITIONS: readonly number[] = [0, 1, 4, 5, 6];
export const HOLDEM_OUTCOME_LENGTH = 9;

/** Ante pay table by the player's hand category (winnings per unit). */
export function antePays(category: number): number {
  if (category === HandCategory.ROYAL_FLUSH) return 100;
  if (category === HandCategory.STRAIGHT_FLUSH) return 20;
  if (category === HandCategory.FOUR_OF_A_KIND) return 10;
  if (category === HandCategory.FULL_HOUSE) return 3;
  if (category === HandCategory.FLUSH) return 2;
  return 1;
}

/**
 * AA bonus pay table on the player's two cards and the flop (winnings per unit; 0 loses): a pair
 * of aces or better wins.
 */
export function aaBonusPays(five: readonly Card[]): number {
  const { category } = handScore(five);
  if (category === HandCategory.ROYAL_FLUSH) return 100;
  if (category === HandCategory.STRAIGHT_FLUSH) return 50;
  if (category === HandCategory.FOUR_OF_A_KIND) return 40;
  if (category === HandCategory.FULL_HOUSE) return 30;
  if (category === HandCategory.FLUSH) return 20;
  if (category >= HandCategory.TWO_PAIR) return 7; // straight, three of a kind, two pairs
  const aces = five.filter((c) => rankOf(c) === 1).length;
  return category === HandCategory.PAIR && aces === 2 ? 7 : 0;
}

export interface HoldemOutcome {
  player: Card[];
  dealer: Card[];
  /** Flop, turn, river. */
  board: Card[];
  playerHand: HandValue;
  dealerHand: HandValue;
  /** Pair of 4s or better. */
  dealerQualifies: boolean;
  winner: "player" | "dealer" | "tie";
  /** AA bonus winnings per unit (0: the bonus loses). */
  aaBonus: number;
}

export const dealerQualifies = (h: HandValue) => h.category > HandCategory.PAIR || (h.category === HandCategory.PAIR && h.kickers[0]! >= 4);

/** The round from its deck's first nine cards (positions as `HOLDEM_POSITIONS`). */
export function holdemFromCards(cards: readonly Card[]): HoldemOutcome {
  if (cards.length < HOLDEM_OUTCOME_LENGTH) throw new RangeError(`casino hold'em needs ${HOLDEM_OUTCOME_LENGTH} cards, got ${cards.length}`);
  const player = cards.slice(0, 2);
  const dealer = cards.slice(2, 4);
  const board = cards.slice(4, 9);
  const playerHand = bestHand([...player, ...board]);
  const dealerHand = bestHand([...dealer, ...board]);
  const winner = playerHand.score > dealerHand.score ? "player" : dealerHand.score > playerHand.score ? "dealer" : "tie";
  return { player, dealer, board, playerHand, dealerHand, dealerQualifies: dealerQualifies(dealerHand), winner, aaBonus: aaBonusPays([...player, ...board.slice(0, 3)]) };
}

/** The ante's own return once its player called: the ante pay table unless a qualifying dealer wins or ties. */
export function anteReturn(ante: bigint, o: Pick<HoldemOutcome, "dealerQualifies" | "winner" | "playerHand">): bigint {
  if (o.dealerQualifies && o.winner === "dealer") return 0n;
  if (o.dealerQualifies && o.winner === "tie") return ante;
  return returnOf(ante, antePays(o.playerHand.category));
}

/** The call's return (the call is 2 × ante): 1:1 against a qualifying dealer it beats, back when the dealer does not qualify or ties. */
export function callReturn(call: bigint, o: Pick<HoldemOutcome, "dealerQualifies" | "winner">): bigint {
  if (!o.dealerQualifies || o.winner === "tie") return call;
  return o.winner === "player" ? returnOf(call, 1) : 0n;
}

/**
 * A hold'em bet's total return (stake and call included). `action` is the ante's decision in the
 * window (0 none: a fold). The AA bonus takes no decision.
 */
export function holdemBetReturn(bet: Bet, action: number, o: HoldemOutcome): bigint {
  if (hasNumbers(bet)) return 0n;
  if (bet.kind === HoldemBet.AA_BONUS) return o.aaBonus > 0 ? returnOf(bet.amount, o.aaBonus) : 0n;
  if (bet.kind !== HoldemBet.ANTE || action !== HoldemAction.CALL) return 0n;
  return anteReturn(bet.amount, o) + callReturn(2n * bet.amount, o);
}

/** The extra stake a decision on an ante escrows: a call takes 2 × ante, a fold nothing. */
export const holdemExtraStake = (ante: bigint, action: number): bigint => (action === HoldemAction.CALL ? 2n * ante : 0n);

/**
 * Casino hold'em at a live table: every player antes on one shared player hand; after the flop each
 * player calls (2 × ante) or folds; a pair of 4s qualifies the dealer. `payout` is a bet's own
 * return when its player calls (the ante without the call's; the AA bonus needs no call);
 * `holdemBetReturn` takes the decision and adds the call.
 */
export const casinoHoldem: GameModule<HoldemOutcome> & { validatePlayerBets(bets: readonly Bet[], limits?: TableLimits): Validation } = {
  gameType: GameType.POKER,
  name: "casino hold'em",
  betKinds: [
    // The call's worst case (1:1 on 2 × ante) is reserved when the call is made.
    { id: HoldemBet.ANTE, name: "ante", pays: "100:1", maxReturnX100: 10100 },
    { id: HoldemBet.AA_BONUS, name: "AA bonus", pays: "100:1", maxReturnX100: 10100 },
  ] satisfies BetKindInfo[],
  validateBet(bet, limits) {
    return validateKindOnly(bet, casinoHoldem.betKinds, "casino hold'em", limits);
  },
  validatePlayerBets(bets, limits) {
    for (const b of bets) {
      const v = casinoHoldem.validateBet(b, limits);
      if (!v.ok) return v;
    }
    if (bets.some((b) => b.kind === HoldemBet.AA_BONUS) && !bets.some((b) => b.kind === HoldemBet.ANTE)) return invalid("bad-stake", "the AA bonus is placed with an ante");
    return { ok: true };
  },
  deal(rng: FairRng) {
    return holdemFromCards(rng.shuffle(freshCards(1)));
  },
  payout(bet, o) {
    if (hasNumbers(bet)) return 0n;
    if (bet.kind === HoldemBet.ANTE) return anteReturn(bet.amount, o);
    return holdemBetReturn(bet, HoldemAction.CALL, o);
  },
};
