import type { Card } from "../../cards/cards.js";
import { rankOf } from "../../cards/cards.js";
import type { CardSource } from "../types.js";
import { allowedDecisions, handTotal, isBlackjack, type Decision, type PlayerHand } from "./hand.js";

export interface BlackjackOutcome {
  /** The shared hand, or the two hands it was split into, in play order. */
  hands: PlayerHand[];
  /** Dealer cards; the first is the up card. */
  dealer: Card[];
  dealerBlackjack: boolean;
  /** Decisions the round took, in order (a missing or unavailable one is a stand). */
  decisions: Decision[];
}

/**
 * One live round of shared-hand blackjack, step by step: deal (player, dealer up, player, dealer
 * hole; the dealer peeks), then one decision per window while `pending` is set, then `finish`
 * (the dealer draws to 17 and stands on soft 17). The same shoe position and decision list
 * always give the same round.
 */
export class BlackjackRound {
  readonly hands: PlayerHand[];
  readonly dealer: Card[];
  readonly dealerBlackjack: boolean;
  readonly decisions: Decision[] = [];
  /** A two-card 21 before any split: paid 3:2, and the dealer does not draw against it. */
  private readonly natural: boolean;
  private active = 0;
  private outcome: BlackjackOutcome | undefined;

  constructor(private readonly source: CardSource) {
    const first = [source.draw()];
    this.dealer = [source.draw()];
    first.push(source.draw());
    this.dealer.push(source.draw());
    this.hands = [{ cards: first, doubled: false, fromSplit: false }];
    this.dealerBlackjack = isBlackjack(this.dealer);
    this.natural = isBlackjack(first);
    if (this.dealerBlackjack || this.natural) this.active = 1;
    this.advance();
  }

  get upCardIsAce(): boolean {
    return rankOf(this.dealer[0]!) === 1;
  }

  /** The hand waiting for a decision and the decisions it may take, or null when play is over. */
  get pending(): { hand: number; allowed: Decision[] } | null {
    const hand = this.hands[this.active];
    return hand && !this.outcome ? { hand: this.active, allowed: allowedDecisions(hand, this.hands.length) } : null;
  }

  /** Applies the window's decision (none, or one not allowed now, is a stand) and returns it. */
  decide(wanted: Decision | undefined): Decision {
    const pending = this.pending;
    if (!pending) throw new Error("no decision is pending");
    const d = wanted && pending.allowed.includes(wanted) ? wanted : "stand";
    const hand = this.hands[this.active]!;
    this.decisions.push(d);
    if (d === "stand") this.active++;
    else if (d === "hit") hand.cards.push(this.source.draw());
    else if (d === "double") {
      hand.doubled = true;
      hand.cards.push(this.source.draw());
    } else {
      const second = hand.cards.pop()!;
      hand.fromSplit = true;
      hand.cards.push(this.source.draw());
      this.hands.push({ cards: [second], doubled: false, fromSplit: true });
    }
    this.advance();
    return d;
  }

  /** Stands whatever is still pending, plays the dealer's hand and returns the outcome. */
  finish(): BlackjackOutcome {
    while (this.pending) this.decide("stand");
    if (!this.outcome) {
      const live = !this.dealerBlackjack && !this.natural && this.hands.some((h) => handTotal(h.cards).total <= 21);
      if (live) while (handTotal(this.dealer).total < 17) this.dealer.push(this.source.draw());
      this.outcome = { hands: this.hands, dealer: this.dealer, dealerBlackjack: this.dealerBlackjack, decisions: this.decisions };
    }
    return this.outcome;
  }

  /** Moves to the next hand that can still act, giving a split hand its second card first. */
  private advance() {
    for (let hand = this.hands[this.active]; hand; hand = this.hands[++this.active]) {
      if (hand.cards.length === 1) hand.cards.push(this.source.draw());
      if (allowedDecisions(hand, this.hands.length).length > 0) return;
    }
  }
}

/** Replays a round from its shoe position and decision list (what the verify view does). */
export function playBlackjack(source: CardSource, decisions: readonly Decision[] = []): BlackjackOutcome {
  const round = new BlackjackRound(source);
  for (let i = 0; round.pending; i++) round.decide(decisions[i]);
  return round.finish();
}
