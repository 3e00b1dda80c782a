import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardOf } from "../cards/cards.js";
import { handScore } from "./casino-holdem-hand.js";
import { bestHand, HandCategory } from "./hand-evaluator.js";

const c = (rank: number, suit: number) => cardOf(rank, suit);
const distinctCards = (n: number) => fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: n, maxLength: n });

describe("the one-pass hand score", () => {
  it("equals the best of every five-card subset, for any five to seven cards", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 7 }).chain(distinctCards), (cards) => {
        const best = bestHand(cards);
        expect(handScore(cards)).toEqual({ category: best.category, score: best.score });
      }),
      { numRuns: 5_000 },
    );
  });

  it("handles the shapes where the best five differ from the obvious ones", () => {
    const cases = [
      [c(9, 0), c(9, 1), c(9, 2), c(5, 0), c(5, 1), c(5, 2), c(2, 3)], // two trips: a full house, nines full of fives
      [c(9, 0), c(9, 1), c(5, 2), c(5, 0), c(3, 1), c(3, 2), c(13, 3)], // three pairs: the king kicks
      [c(1, 0), c(2, 0), c(3, 0), c(4, 0), c(5, 0), c(6, 1), c(7, 2)], // a wheel straight flush beside a 7-high straight
      [c(10, 0), c(11, 0), c(12, 0), c(13, 0), c(1, 0), c(9, 0), c(2, 1)], // royal flush with a ninth of the suit
      [c(4, 0), c(4, 1), c(4, 2), c(4, 3), c(13, 0), c(13, 1), c(13, 2)], // quads with trips: the king kicks
    ];
    for (const cards of cases) expect(handScore(cards)).toEqual({ category: bestHand(cards).category, score: bestHand(cards).score });
    expect(handScore(cases[2]!).category).toBe(HandCategory.STRAIGHT_FLUSH);
    expect(handScore(cases[3]!).category).toBe(HandCategory.ROYAL_FLUSH);
  });
});
