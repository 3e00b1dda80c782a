import { describe, expect, it } from "vitest";
import { cardOf } from "../../cards/cards.js";
import { blackjack, BlackjackBet, handReturnX2, handStakes } from "./blackjack.js";
import { handTotal } from "./hand.js";
import { playBlackjack, type BlackjackOutcome } from "./round.js";
import type { Decision } from "./hand.js";

const unit = 1_000_000n;
const card = (rank: number, suit = 0) => cardOf(rank, suit);
/** Deal order: player, dealer (up), player, dealer (hole), then draws. */
const source = (...cards: number[]) => ({ draw: () => { const c = cards.shift(); if (c === undefined) throw new Error("empty"); return c; } });
const play = (cards: number[], decisions: Decision[] = []) => playBlackjack(source(...cards), decisions);
const main = (amount = 2n * unit) => ({ kind: BlackjackBet.MAIN, amount });
const insurance = (amount = unit) => ({ kind: BlackjackBet.INSURANCE, amount });
const reserve = (amount: bigint) => ({ kind: BlackjackBet.RESERVE, amount });

describe("blackjack hands", () => {
  it("counts one ace as 11 only while that does not bust", () => {
    expect(handTotal([card(1), card(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([card(1), card(6), card(10)])).toEqual({ total: 17, soft: false });
    expect(handTotal([card(1), card(1), card(9)])).toEqual({ total: 21, soft: true });
  });

  it("pays a natural 3:2, rounding an odd unit down", () => {
    const o = play([card(1), card(9), card(13), card(7)]);
    expect(blackjack.payout(main(), o)).toBe(5n * unit);
    expect(blackjack.payout(main(3n), o)).toBe(7n); // 3 + 4.5 → 7
    expect(o.dealer).toHaveLength(2);
  });

  it("stands the dealer on soft 17 and pays a higher total 1:1", () => {
    const o = play([card(10), card(1), card(8), card(6)], ["stand"]);
    expect(o.dealer).toHaveLength(2);
    expect(blackjack.payout(main(), o)).toBe(4n * unit);
  });

  it("makes the dealer draw to 17 and pays everything when the dealer busts", () => {
    const o = play([card(10), card(6), card(3), card(10), card(9)], ["stand"]);
    expect(handTotal(o.dealer).total).toBe(25);
    expect(blackjack.payout(main(), o)).toBe(4n * unit);
  });

  it("returns the stake on a push and nothing on a bust, where the dealer does not draw", () => {
    expect(blackjack.payout(main(), play([card(10), card(10), card(8), card(8)], ["stand"]))).toBe(2n * unit);
    const bust = play([card(10), card(10), card(6), card(6), card(10)], ["hit"]);
    expect(handTotal(bust.hands[0]!.cards).total).toBe(26);
    expect(bust.dealer).toHaveLength(2);
    expect(blackjack.payout(main(), bust)).toBe(0n);
  });

  it("treats a missing or unavailable decision as a stand", () => {
    expect(play([card(10), card(10), card(9), card(7)], ["split"]).decisions).toEqual(["stand"]);
    expect(play([card(10), card(10), card(9), card(7)], []).decisions).toEqual(["stand"]);
  });
});

describe("doubles and splits funded by the reserve", () => {
  const doubled = play([card(6), card(10), card(5), card(7), card(10)], ["double"]); // 21 against 17

  it("pays a double on both stakes when the reserve covers it, and takes that stake from the reserve", () => {
    expect(doubled.hands[0]!.doubled).toBe(true);
    expect(blackjack.settle([main(), reserve(6n * unit)], doubled)).toEqual([8n * unit, 4n * unit]);
  });

  it("plays a double at one stake for a player without a reserve", () => {
    expect(blackjack.payout(main(), doubled)).toBe(4n * unit);
    expect(blackjack.settle([main(), reserve(unit)], doubled)).toEqual([4n * unit, unit]); // reserve smaller than one stake
  });

  it("splits a pair into two hands and gives the second hand to players whose reserve covers it", () => {
    // Hands 8+3=11 → stand, 8+10=18 → stand; dealer 10+9=19: both lose.
    const lost = play([card(8), card(10), card(8, 1), card(9), card(3), card(10)], ["split", "stand", "stand"]);
    expect(lost.hands).toHaveLength(2);
    expect(blackjack.settle([main(), reserve(2n * unit)], lost)).toEqual([0n, 0n]);
    // Split 9s against a 6: 9+10 and 9+9 stand, dealer 6+10+10 busts.
    const won = play([card(9), card(6), card(9, 1), card(10), card(10), card(9, 2), card(10, 3)], ["split", "stand", "stand"]);
    expect(blackjack.settle([main(), reserve(2n * unit)], won)).toEqual([8n * unit, 0n]);
    expect(blackjack.settle([main()], won)).toEqual([4n * unit]);
  });

  it("gives split aces one card each, pays a split 21 at 1:1 and lets the dealer play against it", () => {
    const aces = play([card(1), card(9), card(1, 1), card(7), card(13), card(12), card(5)], ["split"]);
    expect(aces.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(aces.decisions).toEqual(["split"]);
    expect(handTotal(aces.dealer).total).toBe(21); // 9 + 7 + 5: the dealer drew
    expect(blackjack.settle([main(), reserve(2n * unit)], aces)).toEqual([4n * unit, 0n]); // two pushes: both stakes back on the main bet
  });

  it("spends extra stakes in decision order: the split hand first, then doubles", () => {
    const o = { hands: [{ doubled: true }, { doubled: true }] } as unknown as BlackjackOutcome;
    expect(handStakes(o, 0)).toEqual([1, 0]);
    expect(handStakes(o, 1)).toEqual([1, 1]);
    expect(handStakes(o, 2)).toEqual([2, 1]);
    expect(handStakes(o, 3)).toEqual([2, 2]);
  });
});

describe("insurance", () => {
  const dealerBj = play([card(10), card(1), card(9), card(13)]);
  it("pays 2:1 on a dealer blackjack under an ace while the main bet loses", () => {
    expect(dealerBj.dealerBlackjack).toBe(true);
    expect(blackjack.settle([main(), insurance()], dealerBj)).toEqual([0n, 3n * unit]);
  });
  it("loses when the ace hides no blackjack, and comes back when the dealer shows no ace", () => {
    expect(blackjack.payout(insurance(), play([card(10), card(1), card(9), card(7)], ["stand"]))).toBe(0n);
    const tenUp = play([card(10), card(13), card(9), card(1)]);
    expect(tenUp.dealerBlackjack).toBe(true);
    expect(blackjack.payout(insurance(), tenUp)).toBe(unit);
  });
  it("pushes a natural against a dealer blackjack", () => {
    expect(handReturnX2(play([card(1), card(1, 1), card(13), card(12)]).hands[0]!, play([card(1), card(1, 1), card(13), card(12)]))).toBe(2);
  });
});

describe("blackjack bets", () => {
  const limits = { min: unit, max: 100n * unit };
  it("limits insurance to half the main bet and the reserve to three main bets", () => {
    expect(blackjack.validatePlayerBets([main(), insurance(unit), reserve(6n * unit)], limits)).toEqual({ ok: true });
    expect(blackjack.validatePlayerBets([main(), insurance(unit + 1n)], limits)).toMatchObject({ ok: false, error: "above-max" });
    expect(blackjack.validatePlayerBets([main(), reserve(6n * unit + 1n)], limits)).toMatchObject({ ok: false, error: "above-max" });
    expect(blackjack.validatePlayerBets([insurance()], limits)).toMatchObject({ ok: false, error: "bad-stake" });
    expect(blackjack.validatePlayerBets([main(), main()], limits)).toMatchObject({ ok: false });
  });
  it("applies the table minimum to the main bet only", () => {
    expect(blackjack.validateBet(main(unit / 2n), limits)).toMatchObject({ ok: false, error: "below-min" });
    expect(blackjack.validateBet(insurance(unit / 2n), limits)).toEqual({ ok: true });
    expect(blackjack.validateBet({ kind: 7999, amount: unit }, limits)).toMatchObject({ ok: false, error: "unknown-kind" });
  });
});
