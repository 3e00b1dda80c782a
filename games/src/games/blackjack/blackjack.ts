import { freshCards, rankOf, type Card } from "../../cards/cards.js";
import type { FairRng } from "../../rng/fair-rng.js";
import { betKindId, GameType } from "../bet-kinds.js";
import { returnOf, type Bet, type BetKindInfo, type GameModule } from "../types.js";
import { hasNumbers, validateKindOnly } from "../validation.js";
import { dealerHand, handTotal, isBlackjack } from "./hand.js";
import { BLACKJACK_EXTRA_BASE, BLACKJACK_MAX_WINDOWS, BlackjackAction, replayBet, type InfiniteBet, type InfiniteHand } from "./infinite.js";

/**
 * The main bet is placed while betting is open; insurance (half the main bet), doubles and the
 * split hand's stake are extra stakes the player's decisions escrow on it. 7003 (a reserve for the
 * old shared hand) is retired.
 */
export const BlackjackBet = { MAIN: betKindId(GameType.BLACKJACK, 1), INSURANCE: betKindId(GameType.BLACKJACK, 2) } as const;

/** Worst-case returns ×100 of each stake: a natural 3:2, a double or split hand 1:1, insurance 2:1. */
export const BLACKJACK_MAX_RETURN_X100 = { main: 250, double: 200, split: 200, insurance: 300 } as const;

/** A round's shared cards: the deck's first cards (positions 0 … 40 + extra cards − 1). */
export interface BlackjackDeal {
  /** The deck prefix the settlement reads (the contract's outcome). */
  cards: Card[];
  /** The two cards every seat starts with. */
  player: Card[];
  /** The dealer's hand: up card, hole card, draws to 17 (the same whatever the players decide). */
  dealer: Card[];
  dealerBlackjack: boolean;
  /** The common extra sequence drawn by the players: the n-th extra card of every player. */
  extras: Card[];
}

/** The round's shared cards from its deck prefix (at least the 40 positions before the extra sequence). */
export function blackjackFromCards(cards: readonly Card[]): BlackjackDeal {
  if (cards.length < BLACKJACK_EXTRA_BASE) throw new RangeError(`blackjack needs at least ${BLACKJACK_EXTRA_BASE} cards, got ${cards.length}`);
  const dealer = dealerHand(cards[2]!, cards[3]!, (i) => cards[4 + i]!);
  return { cards: [...cards], player: cards.slice(0, 2), dealer, dealerBlackjack: isBlackjack(dealer), extras: cards.slice(BLACKJACK_EXTRA_BASE) };
}

const upIsAce = (d: Pick<BlackjackDeal, "cards">) => rankOf(d.cards[2]!) === 1;

/** How the bet's decisions played out, and what it is paid. */
export interface BlackjackBetResult {
  hands: InfiniteHand[];
  insured: boolean;
  natural: boolean;
  /** Escrowed beyond the main bet: splits and doubles (one main stake each) and insurance (half). */
  extraStake: bigint;
  /** The worst case of every stake escrowed (what a forfeit pays). */
  maxReturn: bigint;
  /** The settle came while the bet could still decide: it is owed its worst case. */
  cutShort: boolean;
  /** Total returned (stakes included; 0 on a loss). */
  payout: bigint;
}

export interface WindowsPlayed {
  /** Decision windows the round opened. */
  windows: number;
  /** The settle came before the last window closed. */
  windowOpen: boolean;
}

const insuranceStake = (main: bigint) => main / 2n;
const worstCase = (main: bigint, b: InfiniteBet) =>
  (main * BigInt(BLACKJACK_MAX_RETURN_X100.main + b.extraUnits * BLACKJACK_MAX_RETURN_X100.double)) / 100n + (b.insured ? 3n * insuranceStake(main) : 0n);

/** A hand's return against the dealer's (no dealer blackjack): ×2 so the 3:2 of a natural stays whole. */
function handReturn(stake: bigint, hand: InfiniteHand, dealerTotal: number): bigint {
  const total = handTotal(hand.cards).total;
  if (total > 21) return 0n;
  if (dealerTotal > 21 || total > dealerTotal) return 2n * stake;
  return total === dealerTotal ? stake : 0n;
}

/**
 * One main bet settled from the round's cards and its actions (`actions[w − 1]` = window w's).
 * A natural pays 3:2 (rounded down to the unit), a hand 1:1, a push returns its stake. The dealer
 * peeks: on a dealer blackjack only insurance (2:1) and a natural (a push) count, and every other
 * extra stake comes back. A bet that could still decide when the round was settled is owed its
 * worst case.
 */
export function settleBlackjackBet(deal: BlackjackDeal, bet: Bet & { actions: readonly number[] }, played: WindowsPlayed): BlackjackBetResult {
  const main = bet.amount;
  const cards = { player: deal.player, up: deal.cards[2]!, extra: (n: number) => deal.extras[n] };
  const w = played.windows;
  const last = bet.actions[w - 1] ?? 0;
  const b = replayBet(cards, bet.actions, w - 1);
  // Settled while the last window was open: a bet that could decide there and had not was cut short.
  const undecided = played.windowOpen && b.couldDecide(w) && last === 0;
  if (!undecided) b.play(w, last);
  // On a dealer blackjack no play decision exists: only an open insurance window can be cut short.
  const cutShort = deal.dealerBlackjack ? undecided && w === 1 && b.insuranceWindow : undecided || (w < BLACKJACK_MAX_WINDOWS && b.couldDecide(w + 1));
  const extraStake = BigInt(b.extraUnits) * main + (b.insured ? insuranceStake(main) : 0n);
  const maxReturn = worstCase(main, b);
  const base = { hands: b.hands, insured: b.insured, natural: b.natural, extraStake, maxReturn };
  if (hasNumbers(bet) || bet.kind !== BlackjackBet.MAIN) return { ...base, cutShort: false, payout: 0n };
  if (cutShort) return { ...base, cutShort, payout: maxReturn };
  if (deal.dealerBlackjack) {
    const insurance = b.insured ? 3n * insuranceStake(main) : 0n;
    return { ...base, cutShort, payout: (b.natural ? main : 0n) + insurance + BigInt(b.extraUnits) * main };
  }
  if (b.natural) return { ...base, cutShort, payout: returnOf(main, 3, 2) };
  const dealerTotal = handTotal(deal.dealer).total;
  const payout = b.hands.reduce((sum, h) => sum + handReturn(h.doubled ? 2n * main : main, h, dealerTotal), 0n);
  return { ...base, cutShort, payout };
}

export type DecisionCheck = { ok: true; extraStake: bigint; extraMaxReturn: bigint; extraCards: number } | { ok: false; reason: string };

/**
 * Whether a main bet may take `action` on `hand` in `window`, given the cards shown so far (the
 * deal's three, then the extra sequence) and its earlier actions: what the table contract's
 * `decide` accepts, with the same refusal reasons, the extra stake it escrows and the extra cards
 * the bet will have drawn.
 */
export function checkBlackjackDecision(shown: readonly Card[], bet: Bet & { actions: readonly number[] }, window: number, hand: number, action: number): DecisionCheck {
  const no = (reason: string): DecisionCheck => ({ ok: false, reason });
  if (bet.kind !== BlackjackBet.MAIN) return no("This bet takes no decisions");
  if (action < BlackjackAction.HIT || action > BlackjackAction.NO_INSURANCE) return no("Unknown action");
  if (window < 1 || window > BLACKJACK_MAX_WINDOWS) return no("No such window");
  const cards = { player: shown.slice(0, 2), up: shown[2]!, extra: (n: number) => shown[3 + n] };
  const b = replayBet(cards, bet.actions, window - 1);
  const insurance = action === BlackjackAction.INSURANCE || action === BlackjackAction.NO_INSURANCE;
  if (window === 1 && b.insuranceWindow) {
    if (!insurance) return no("Only insurance is decided in this window");
    if (hand !== 0) return no("Not the hand in play");
    if (action === BlackjackAction.NO_INSURANCE) return { ok: true, extraStake: 0n, extraMaxReturn: 0n, extraCards: 0 };
    const stake = insuranceStake(bet.amount);
    if (stake === 0n) return no("Stake too small for insurance");
    return { ok: true, extraStake: stake, extraMaxReturn: 3n * stake, extraCards: 0 };
  }
  if (insurance) return no("Insurance is offered only in the first window, when the dealer shows an ace");
  const allowed = b.allowed(window) as number[];
  if (allowed.length === 0) return no("No hand of this bet can act");
  if (hand !== b.active) return no("Not the hand in play");
  if (!allowed.includes(action)) {
    if (action === BlackjackAction.DOUBLE) return no("Double only on two cards");
    return no(b.hands.length > 1 ? "One split per bet" : "Only a first pair of equal value splits");
  }
  const drawn = b.drawn + (action === BlackjackAction.SPLIT ? 2 : action === BlackjackAction.STAND ? 0 : 1);
  if (action === BlackjackAction.DOUBLE || action === BlackjackAction.SPLIT) {
    return { ok: true, extraStake: bet.amount, extraMaxReturn: (bet.amount * BigInt(BLACKJACK_MAX_RETURN_X100.double)) / 100n, extraCards: drawn };
  }
  return { ok: true, extraStake: 0n, extraMaxReturn: 0n, extraCards: drawn };
}

/**
 * Live "infinite" blackjack: every seat starts from the same two cards, each player decides for
 * their own hands, every player's n-th extra card is the same card, and the dealer's hand does not
 * depend on any decision. 8 decks shuffled for each round, dealer stands on soft 17, blackjack
 * 3:2, double on any first two cards (also after a split), one split, split aces take one card,
 * insurance 2:1, dealer peeks, no surrender. `deal` gives the shared cards; `payout` is the main
 * bet of a player who stands on the first two cards (see `settleBlackjackBet` for decisions).
 */
export const blackjack: GameModule<BlackjackDeal> = {
  gameType: GameType.BLACKJACK,
  name: "blackjack",
  betKinds: [{ id: BlackjackBet.MAIN, name: "main", pays: "3:2", maxReturnX100: BLACKJACK_MAX_RETURN_X100.main }] satisfies BetKindInfo[],
  validateBet(bet, limits) {
    return validateKindOnly(bet, blackjack.betKinds, "blackjack", limits);
  },
  deal(rng: FairRng) {
    return blackjackFromCards(rng.shuffle(freshCards(8)).slice(0, BLACKJACK_EXTRA_BASE + 8));
  },
  payout(bet, deal) {
    return settleBlackjackBet(deal, { ...bet, actions: [] }, { windows: upIsAce(deal) ? 2 : 1, windowOpen: false }).payout;
  },
};
