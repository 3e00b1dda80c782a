import { rankOf, valueOf, type Card } from "../../cards/cards.js";
import { handTotal, isBlackjack } from "./hand.js";

/** Decisions as the table contract numbers them (a bet's action in a window; 0 = none). */
export const BlackjackAction = { HIT: 1, STAND: 2, DOUBLE: 3, SPLIT: 4, INSURANCE: 5, NO_INSURANCE: 6 } as const;
export type BlackjackActionCode = (typeof BlackjackAction)[keyof typeof BlackjackAction];

/** Deck positions: the players' two cards (one for every seat), the dealer's up and hole cards, the dealer's draws from 4 on. */
export const BLACKJACK_POSITIONS = { player: [0, 1], up: 2, hole: 3, dealerDraws: 4 } as const;
export const BLACKJACK_DEAL_POSITIONS: readonly number[] = [0, 1, 2];
/** Every player's n-th extra card (hit, double, split) is the card at this position + n; the dealer never reaches it. */
export const BLACKJACK_EXTRA_BASE = 40;
/** The insurance window, then at most 15 play windows (no bet realistically needs more than 12). */
export const BLACKJACK_MAX_WINDOWS = 16;

export interface InfiniteHand {
  cards: Card[];
  doubled: boolean;
  fromSplit: boolean;
}

/**
 * What a bet sees: the shared two cards, the dealer's up card and the common extra sequence
 * (`extra(n)`: undefined while card n is not shown).
 */
export interface InfiniteCards {
  player: readonly Card[];
  up: Card;
  extra(n: number): Card | undefined;
}

/** A hand may still act: below 21, not doubled, not a split ace (split aces take one card each). */
function canAct(h: InfiniteHand): boolean {
  if (h.doubled || (h.fromSplit && valueOf(h.cards[0]!) === 1)) return false;
  return handTotal(h.cards).total < 21;
}

/**
 * One bet's hands replayed window by window, exactly as the rules contract does. Hands play one
 * after the other, one decision a window; a split deals both hands their second card at once (so
 * every card a decision draws is known when it is taken); a bet that does not decide in a window
 * where it could act stands on every hand it has left. Window 1 is the insurance window when the
 * dealer shows an ace (play starts in window 2).
 */
export class InfiniteBet {
  readonly hands: InfiniteHand[];
  active = 0;
  insured = false;
  /** Extra cards drawn so far: the next one is extra card `drawn`. */
  drawn = 0;
  finished: boolean;
  /** Window of the last play decision (0: none yet). */
  lastPlayWindow = 0;
  /** Extra stakes in units of the main stake: one per split, one per double. */
  extraUnits = 0;

  constructor(private readonly cards: InfiniteCards) {
    this.hands = [{ cards: [...cards.player], doubled: false, fromSplit: false }];
    this.finished = isBlackjack(cards.player);
  }

  get insuranceWindow(): boolean {
    return rankOf(this.cards.up) === 1;
  }

  get firstPlayWindow(): number {
    return this.insuranceWindow ? 2 : 1;
  }

  get natural(): boolean {
    return this.hands.length === 1 && isBlackjack(this.hands[0]!.cards);
  }

  /** The actions this bet may take in `window` (given it has not decided there yet). */
  allowed(window: number): BlackjackActionCode[] {
    if (window === 1 && this.insuranceWindow) return [BlackjackAction.INSURANCE, BlackjackAction.NO_INSURANCE];
    if (this.finished || window < this.firstPlayWindow) return [];
    const expected = this.lastPlayWindow === 0 ? this.firstPlayWindow : this.lastPlayWindow + 1;
    if (window !== expected) return [];
    const hand = this.hands[this.active]!;
    const out: BlackjackActionCode[] = [BlackjackAction.HIT, BlackjackAction.STAND];
    if (hand.cards.length === 2) out.push(BlackjackAction.DOUBLE);
    if (this.hands.length === 1 && hand.cards.length === 2 && valueOf(hand.cards[0]!) === valueOf(hand.cards[1]!)) out.push(BlackjackAction.SPLIT);
    return out;
  }

  /**
   * Plays window `window`'s recorded action (0: none). No decision where the bet could act stands
   * every hand left; an action not allowed there (the contract never records one) counts as a stand.
   */
  play(window: number, action: number): void {
    if (window === 1 && this.insuranceWindow) {
      if (action === BlackjackAction.INSURANCE) this.insured = true;
      return;
    }
    const allowed = this.allowed(window);
    if (allowed.length === 0) return;
    if (action === 0) {
      this.finished = true;
      return;
    }
    const a = (allowed as number[]).includes(action) ? action : BlackjackAction.STAND;
    this.lastPlayWindow = window;
    const hand = this.hands[this.active]!;
    if (a === BlackjackAction.STAND) return this.advance();
    if (a === BlackjackAction.HIT) {
      hand.cards.push(this.draw());
      if (!canAct(hand)) this.advance();
      return;
    }
    if (a === BlackjackAction.DOUBLE) {
      hand.doubled = true;
      this.extraUnits++;
      hand.cards.push(this.draw());
      return this.advance();
    }
    // Split: both hands take their second card now, in hand order.
    const [first, second] = hand.cards as [Card, Card];
    this.extraUnits++;
    this.hands[0] = { cards: [first, this.draw()], doubled: false, fromSplit: true };
    this.hands.push({ cards: [second, this.draw()], doubled: false, fromSplit: true });
    if (!canAct(this.hands[0]!)) this.advance();
  }

  /** The bet could take a decision in `window` that it has not taken. */
  couldDecide(window: number): boolean {
    return this.allowed(window).length > 0;
  }

  private draw(): Card {
    const card = this.cards.extra(this.drawn);
    if (card === undefined) throw new RangeError(`extra card ${this.drawn} is not shown`);
    this.drawn++;
    return card;
  }

  /** The hand in play is done: the next hand, if it can act, or the bet is finished. */
  private advance(): void {
    while (++this.active < this.hands.length) if (canAct(this.hands[this.active]!)) return;
    this.active = Math.min(this.active, this.hands.length - 1);
    this.finished = true;
  }
}

/** A bet's actions window by window: `actions[w - 1]` is window w's (0 = none). */
export function replayBet(cards: InfiniteCards, actions: readonly number[], windows: number): InfiniteBet {
  const bet = new InfiniteBet(cards);
  for (let w = 1; w <= windows; w++) bet.play(w, actions[w - 1] ?? 0);
  return bet;
}
