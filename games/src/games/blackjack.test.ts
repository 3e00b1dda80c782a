import { describe, expect, it } from "vitest";
import { cardOf } from "../cards/cards.js";
import { blackjack, BlackjackBet, handTotal, playBlackjack, type Decision } from "./blackjack.js";

const unit = 1_000_000n;
const card = (value: number, suit = 0) => cardOf(value, suit);
/** Deal order: player, dealer (up), player, dealer (hole), then draws. */
const source = (...cards: number[]) => ({ draw: () => { const c = cards.shift(); if (c === undefined) throw new Error("empty"); return c; } });
const play = (cards: number[], decisions: Decision[] = []) => playBlackjack(source(...cards), decisions);
const main = { kind: BlackjackBet.MAIN, amount: 2n * unit };

describe("blackjack", () => {
  it("counts soft and hard totals", () => {
    expect(handTotal([card(1), card(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([card(1), card(6), card(10)])).toEqual({ total: 17, soft: false });
    expect(handTotal([card(1), card(1), card(9)])).toEqual({ total: 21, soft: true });
  });

  it("pays a natural 3:2", () => {
    const o = play([card(1), card(9), card(13), card(7)]);
    expect(blackjack.payout(main, o)).toBe(5n * unit);
  });

  it("stands the dealer on soft 17", () => {
    const o = play([card(10), card(1), card(8), card(6)], ["stand"]);
    expect(o.dealer).toHaveLength(2);
    expect(blackjack.payout(main, o)).toBe(4n * unit); // 18 beats 17
  });

  it("doubles the stake on a double and pays it", () => {
    const o = play([card(6), card(10), card(5), card(7), card(10)], ["double"]);
    expect(o.hands[0]!.stake).toBe(2);
    // Player 21 after the double; dealer 17 stands.
    expect(blackjack.payout(main, o)).toBe(8n * unit);
  });

  it("splits a pair once into two hands, and a split 21 is not a blackjack", () => {
    const o = play([card(8), card(10), card(8, 1), card(9), card(3), card(10)], ["split", "stand", "stand"]);
    expect(o.hands).toHaveLength(2);
    expect(blackjack.stakeUnits(o)).toBe(2);
    // Hands 8+3=11 and 8+10=18 against dealer 19: both lose.
    expect(blackjack.payout(main, o)).toBe(0n);
    const aces = play([card(1), card(9), card(1, 1), card(8), card(10), card(10)], ["split"]);
    expect(aces.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(blackjack.payout(main, aces)).toBe(8n * unit); // two 21s at 1:1, not 3:2
  });

  it("pays insurance 2:1 on a dealer blackjack and loses the main bet", () => {
    const o = play([card(10), card(1), card(9), card(13)]);
    expect(o.dealerBlackjack).toBe(true);
    expect(blackjack.payout({ kind: BlackjackBet.INSURANCE, amount: unit }, o)).toBe(3n * unit);
    expect(blackjack.payout(main, o)).toBe(0n);
  });

  it("busts the player and never lets the dealer draw against only busted hands", () => {
    const o = play([card(10), card(10), card(6), card(6), card(10)], ["hit"]);
    expect(handTotal(o.hands[0]!.cards).total).toBe(26);
    expect(o.dealer).toHaveLength(2);
    expect(blackjack.payout(main, o)).toBe(0n);
  });

  it("treats an unavailable decision as a stand", () => {
    const o = play([card(10), card(10), card(9), card(7)], ["split"]);
    expect(o.decisions).toEqual(["stand"]);
  });
});
