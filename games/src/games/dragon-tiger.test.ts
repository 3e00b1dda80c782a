import { describe, expect, it } from "vitest";
import { cardOf } from "../cards/cards.js";
import { dragonTiger, DragonTigerBet as D, type DragonTigerOutcome } from "./dragon-tiger.js";

const unit = 1_000_000n;
const deal = (a: number, b: number) => dragonTiger.deal({ draw: ((cards) => () => cards.shift()!)([a, b]) });

describe("dragon tiger", () => {
  it("pays dragon and tiger 1:1, returns half on a tie, tie 8:1, suited tie 50:1", () => {
    const k = cardOf(13, 0);
    const five = cardOf(5, 1);
    expect(dragonTiger.payout({ kind: D.DRAGON, amount: unit }, deal(k, five))).toBe(2n * unit);
    expect(dragonTiger.payout({ kind: D.TIGER, amount: unit }, deal(k, five))).toBe(0n);
    const tie = deal(cardOf(7, 0), cardOf(7, 2));
    expect(dragonTiger.payout({ kind: D.DRAGON, amount: 3n }, tie)).toBe(1n); // half of 3 units, rounded down
    expect(dragonTiger.payout({ kind: D.TIE, amount: unit }, tie)).toBe(9n * unit);
    expect(dragonTiger.payout({ kind: D.SUITED_TIE, amount: unit }, tie)).toBe(0n);
    expect(dragonTiger.payout({ kind: D.SUITED_TIE, amount: unit }, deal(cardOf(7, 3), cardOf(7, 3)))).toBe(51n * unit);
    expect(deal(cardOf(1, 0), cardOf(2, 0)).winner).toBe("tiger"); // ace is low
  });

  it("has the published 8-deck house edges, by exact enumeration of a full shoe", () => {
    // Every ordered pair of distinct cards of an 8-deck shoe (416 cards) is equally likely.
    let dragon = 0n, tie = 0n, suited = 0n, pairs = 0n;
    const stake = 1_000_000n;
    for (let a = 0; a < 52; a++)
      for (let b = 0; b < 52; b++) {
        const weight = BigInt(a === b ? 8 * 7 : 8 * 8);
        const o: DragonTigerOutcome = dragonTiger.deal({ draw: ((cards) => () => cards.shift()!)([a, b]) });
        dragon += weight * dragonTiger.payout({ kind: D.DRAGON, amount: stake }, o);
        tie += weight * dragonTiger.payout({ kind: D.TIE, amount: stake }, o);
        suited += weight * dragonTiger.payout({ kind: D.SUITED_TIE, amount: stake }, o);
        pairs += weight;
      }
    const edge = (ret: bigint) => 1 - Number(ret) / Number(pairs * stake);
    expect(edge(dragon)).toBeCloseTo(0.0373, 4);
    expect(edge(tie)).toBeCloseTo(0.3277, 4);
    expect(edge(suited)).toBeCloseTo(0.1398, 3);
  });
});
