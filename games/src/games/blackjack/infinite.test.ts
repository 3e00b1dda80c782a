import { describe, expect, it } from "vitest";
import { cardOf } from "../../cards/cards.js";
import { blackjackFromCards, checkBlackjackDecision, settleBlackjackBet, BlackjackBet } from "./blackjack.js";
import { handTotal } from "./hand.js";
import { BLACKJACK_MAX_WINDOWS, BlackjackAction as A, replayBet } from "./infinite.js";

const unit = 1_000_000n;
const k = (rank: number, suit = 0) => cardOf(rank, suit);
/** A deck prefix: the players' two cards, the dealer's up and hole cards and draws, then the common extra sequence from 40. */
function deck(player: [number, number], dealer: number[], extras: number[] = []) {
  const cards = Array.from({ length: 40 }, () => k(2, 3));
  [cards[0], cards[1]] = [k(player[0]), k(player[1], 1)];
  dealer.forEach((r, i) => (cards[2 + i] = k(r, 2)));
  return blackjackFromCards([...cards, ...extras.map((r) => k(r, 3))]);
}
const main = (actions: number[], amount = 2n * unit) => ({ kind: BlackjackBet.MAIN, amount, actions });
const settle = (d: ReturnType<typeof deck>, actions: number[], windowOpen = false, amount = 2n * unit) =>
  settleBlackjackBet(d, main(actions, amount), { windows: Math.max(actions.length, 1), windowOpen });
const shown = (d: ReturnType<typeof deck>, extras: number) => [d.cards[0]!, d.cards[1]!, d.cards[2]!, ...d.extras.slice(0, extras)];

describe("infinite blackjack: one deal for every seat, each player's own decisions", () => {
  it("gives every player's n-th extra card from one common sequence, whatever the others do", () => {
    const d = deck([10, 2], [9, 8], [5, 3, 10]); // dealer 17
    const hitter = settle(d, [A.HIT, A.HIT, A.STAND]); // 12 + 5 + 3 = 20
    const stander = settle(d, [A.HIT, A.STAND]); // 12 + 5 = 17
    expect(hitter.hands[0]!.cards.slice(2)).toEqual([k(5, 3), k(3, 3)]);
    expect(stander.hands[0]!.cards[2]).toBe(hitter.hands[0]!.cards[2]);
    expect([hitter.payout, stander.payout]).toEqual([4n * unit, 2n * unit]); // a win, a push
  });

  it("plays the dealer's hand the same whatever the players decide: draws to 17, stands on soft 17", () => {
    expect(deck([10, 2], [10, 6, 1]).dealer).toEqual([k(10, 2), k(6, 2), k(1, 2)]); // hard 16 draws: 17
    expect(deck([10, 2], [1, 6, 9]).dealer).toEqual([k(1, 2), k(6, 2)]); // soft 17 stands
    expect(handTotal(deck([10, 2], [2, 3, 2, 2, 2, 2, 10]).dealer).total).toBe(23);
  });

  it("stands a hand with no decision, and stands every hand left when a window passes without one", () => {
    const d = deck([10, 6], [10, 7], [4]);
    expect(settle(d, [0]).payout).toBe(0n); // 16 stands against 17
    expect(settle(d, [A.HIT, A.STAND]).payout).toBe(4n * unit); // 20 wins
    const split = deck([8, 8], [10, 7], [3, 9, 10]);
    const r = settle(split, [A.SPLIT, 0, 0]);
    expect(r.hands.map((h) => handTotal(h.cards).total)).toEqual([11, 17]);
    expect(replayBet({ player: split.player, up: split.cards[2]!, extra: (n) => split.extras[n] }, [A.SPLIT, 0], 2).finished).toBe(true);
  });

  it("doubles one stake for one card, and pays both stakes", () => {
    const d = deck([6, 5], [10, 7], [10]);
    const r = settle(d, [A.DOUBLE]);
    expect(r.hands[0]).toMatchObject({ doubled: true, cards: [k(6), k(5, 1), k(10, 3)] });
    expect([r.extraStake, r.payout]).toEqual([2n * unit, 8n * unit]);
  });

  it("splits once: both hands get their second card at the split, then play one after the other", () => {
    const d = deck([8, 8], [6, 10, 10], [3, 10, 9, 2]); // dealer 6 + 10 + 10 busts
    // Hand 0: 8+3 = 11, doubled with 9 → 20; hand 1: 8+10 = 18 stands.
    const r = settle(d, [A.SPLIT, A.DOUBLE, A.STAND]);
    expect(r.hands.map((h) => h.cards)).toEqual([[k(8), k(3, 3), k(9, 3)], [k(8, 1), k(10, 3)]]);
    expect([r.extraStake, r.payout]).toEqual([4n * unit, 12n * unit]); // split + double; 4 + 4 + 4 back
    expect(checkBlackjackDecision(shown(d, 2), main([A.SPLIT]), 2, 1, A.HIT)).toEqual({ ok: false, reason: "Not the hand in play" });
    expect(checkBlackjackDecision(shown(d, 2), main([A.SPLIT, A.STAND]), 3, 0, A.SPLIT)).toEqual({ ok: false, reason: "Not the hand in play" });
    expect(checkBlackjackDecision(shown(d, 2), main([A.SPLIT, A.STAND]), 3, 1, A.SPLIT)).toEqual({ ok: false, reason: "One split per bet" });
  });

  it("gives split aces one card each, and pays a split 21 at 1:1", () => {
    const d = deck([1, 1], [10, 9], [10, 7]);
    const r = settle(d, [A.SPLIT]);
    expect(r.hands.map((h) => handTotal(h.cards).total)).toEqual([21, 18]);
    expect(r.natural).toBe(false);
    expect(r.payout).toBe(4n * unit); // 21 wins 1:1, 18 loses to 19
    expect(checkBlackjackDecision(shown(d, 2), main([A.SPLIT]), 2, 1, A.HIT)).toEqual({ ok: false, reason: "No hand of this bet can act" });
  });

  it("pays a natural 3:2, rounded down to the unit", () => {
    const d = deck([1, 13], [10, 7]);
    expect(settle(d, [0]).payout).toBe(5n * unit);
    expect(settle(d, [0], false, 3n).payout).toBe(7n);
    expect(checkBlackjackDecision(shown(d, 0), main([]), 1, 0, A.HIT)).toEqual({ ok: false, reason: "No hand of this bet can act" });
  });
});

describe("insurance and the dealer's peek", () => {
  it("offers insurance in window 1 when the dealer shows an ace, and starts play in window 2", () => {
    const d = deck([10, 6], [1, 7], [4]); // dealer soft 18
    expect(checkBlackjackDecision(shown(d, 0), main([]), 1, 0, A.HIT)).toEqual({ ok: false, reason: "Only insurance is decided in this window" });
    expect(checkBlackjackDecision(shown(d, 0), main([]), 1, 0, A.INSURANCE)).toEqual({ ok: true, extraStake: unit, extraMaxReturn: 3n * unit, extraCards: 0 });
    expect(checkBlackjackDecision(shown(d, 0), main([A.INSURANCE]), 2, 0, A.HIT)).toMatchObject({ ok: true, extraCards: 1 });
    const r = settle(d, [A.INSURANCE, A.HIT, A.STAND]); // 20 beats 18; insurance lost
    expect([r.insured, r.extraStake, r.payout]).toEqual([true, unit, 4n * unit]);
    expect(checkBlackjackDecision(shown(deck([10, 6], [9, 7]), 0), main([]), 1, 0, A.INSURANCE)).toEqual({
      ok: false, reason: "Insurance is offered only in the first window, when the dealer shows an ace",
    });
  });

  it("pays insurance 2:1 on a dealer blackjack and pushes a natural against it", () => {
    const bj = deck([10, 6], [1, 13]);
    expect(bj.dealerBlackjack).toBe(true);
    expect(settle(bj, [A.INSURANCE]).payout).toBe(3n * unit);
    expect(settle(bj, [A.NO_INSURANCE]).payout).toBe(0n);
    expect(settle(deck([1, 12], [1, 13]), [A.NO_INSURANCE]).payout).toBe(2n * unit);
  });

  it("returns every play decision's extra stake on a dealer blackjack: the dealer peeked", () => {
    const bj = deck([5, 5], [10, 1], [6, 10, 10]);
    const r = settle(bj, [A.SPLIT, A.DOUBLE]); // ten up: play started in window 1; void against the blackjack
    expect(r.extraStake).toBe(4n * unit);
    expect(r.payout).toBe(4n * unit);
    expect(r.cutShort).toBe(false);
  });
});

describe("settling early never pays", () => {
  it("owes a bet its worst case when settled while it could still decide", () => {
    const d = deck([10, 2], [9, 8], [5]);
    const open = settle(d, [0], true);
    expect(open).toMatchObject({ cutShort: true, payout: 5n * unit }); // 2.5 × the main stake
    const hitThenStopped = settle(d, [A.HIT]); // 17 could still act in window 2
    expect(hitThenStopped).toMatchObject({ cutShort: true, payout: 5n * unit });
    expect(settle(d, [A.HIT, A.STAND])).toMatchObject({ cutShort: false, payout: 2n * unit });
    expect(settle(d, [A.STAND], true)).toMatchObject({ cutShort: false, payout: 0n }); // decided: nothing left
  });

  it("lets the dealer settle at once on a blackjack, but not while insurance can still be taken", () => {
    expect(settle(deck([10, 6], [10, 1]), [0], true)).toMatchObject({ cutShort: false, payout: 0n });
    expect(settle(deck([10, 6], [1, 10]), [0], true)).toMatchObject({ cutShort: true, payout: 5n * unit });
    expect(settle(deck([10, 6], [1, 10]), [0], false)).toMatchObject({ cutShort: false, payout: 0n });
    expect(settle(deck([10, 6], [1, 9]), [A.NO_INSURANCE])).toMatchObject({ cutShort: true }); // play would start in window 2
  });

  it("stands every hand left after the last window the table allows", () => {
    const d = deck([2, 2], [10, 7], Array.from({ length: 30 }, () => 1));
    const hits = Array.from({ length: BLACKJACK_MAX_WINDOWS }, () => A.HIT);
    const r = settleBlackjackBet(d, main([A.SPLIT, ...hits].slice(0, BLACKJACK_MAX_WINDOWS)), { windows: BLACKJACK_MAX_WINDOWS, windowOpen: false });
    expect(r.cutShort).toBe(false);
  });
});

describe("the decisions the table accepts", () => {
  const d = deck([9, 9], [6, 10], [2, 3, 4]);
  it("refuses what the rules do not allow, with the contract's reasons", () => {
    expect(checkBlackjackDecision(shown(d, 0), { ...main([]), kind: 7002 }, 1, 0, A.HIT)).toEqual({ ok: false, reason: "This bet takes no decisions" });
    expect(checkBlackjackDecision(shown(d, 0), main([]), 1, 0, 7)).toEqual({ ok: false, reason: "Unknown action" });
    expect(checkBlackjackDecision(shown(d, 1), main([A.HIT]), 2, 0, A.DOUBLE)).toEqual({ ok: false, reason: "Double only on two cards" });
    expect(checkBlackjackDecision(shown(d, 1), main([A.HIT]), 2, 0, A.SPLIT)).toEqual({ ok: false, reason: "Only a first pair of equal value splits" });
    expect(checkBlackjackDecision(shown(d, 1), main([A.HIT, 0]), 3, 0, A.HIT)).toEqual({ ok: false, reason: "No hand of this bet can act" });
  });
  it("escrows a main stake for a double or a split and counts the extra cards the bet will have drawn", () => {
    expect(checkBlackjackDecision(shown(d, 0), main([]), 1, 0, A.SPLIT)).toEqual({ ok: true, extraStake: 2n * unit, extraMaxReturn: 4n * unit, extraCards: 2 });
    expect(checkBlackjackDecision(shown(d, 0), main([]), 1, 0, A.DOUBLE)).toEqual({ ok: true, extraStake: 2n * unit, extraMaxReturn: 4n * unit, extraCards: 1 });
    expect(checkBlackjackDecision(shown(d, 0), main([]), 1, 0, A.STAND)).toEqual({ ok: true, extraStake: 0n, extraMaxReturn: 0n, extraCards: 0 });
    expect(checkBlackjackDecision(shown(d, 2), main([A.SPLIT]), 2, 0, A.HIT)).toEqual({ ok: true, extraStake: 0n, extraMaxReturn: 0n, extraCards: 3 });
  });
});
