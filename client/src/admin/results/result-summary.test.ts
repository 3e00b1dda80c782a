import { describe, expect, it } from "vitest";
import { resultSummary } from "./result-summary.js";

describe("a round's result in the list", () => {
  it("names the decision games' outcome instead of their whole result", () => {
    // Cards 0–51, rank card % 13 + 1 (ace … king): 41 → 3, 2 → 3, 16 → 4, 38 → king.
    expect(resultSummary({ game: "blackjack", cards: [], dealer: [41, 2, 16, 38], player: [51, 4], dealerBlackjack: false })).toBe("dealer 20");
    expect(resultSummary({ game: "blackjack", dealer: [0, 12], dealerBlackjack: true })).toBe("dealer blackjack");
    expect(resultSummary({ game: "blackjack", dealer: [11, 12, 24], dealerBlackjack: false })).toBe("dealer 30 bust");
    expect(resultSummary({ game: "casino hold'em", winner: "player", dealerQualifies: false, board: [1, 2, 3, 4, 5] })).toBe("player · dealer does not qualify");
    expect(resultSummary({ game: "casino hold'em", winner: "dealer", dealerQualifies: true })).toBe("dealer");
  });

  it("keeps an unknown result short", () => {
    const text = resultSummary({ game: "future", cards: Array.from({ length: 40 }, (_, i) => i) });
    expect(text.length).toBe(40);
    expect(text.endsWith("…")).toBe(true);
  });
});
