// @vitest-environment node
import { describe, expect, it } from "vitest";
import { blackjackFromCards, cardOf, decisionOutcome, GameType, handTotal, roundDeckCards } from "@sunrise/games";
import { resultLabel } from "./result-label.js";

const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
const seed = (b: string) => `0x${b.repeat(32)}`;

describe("result labels of decision games", () => {
  it("names a hold'em round by its winner, or NQ when the dealer does not qualify", () => {
    for (let id = 1; id <= 40; id++) {
      const o = decisionOutcome(GameType.POKER, roundDeckCards(seed("11"), seed("22"), id, 1).slice(0, 9)) as { dealerQualifies: boolean; winner: string };
      const expected = !o.dealerQualifies ? "NQ" : { player: "P", dealer: "D", tie: "T" }[o.winner];
      expect(resultLabel(json(o))?.text, `round ${id}`).toBe(expected);
    }
  });

  it("names a blackjack round by the dealer's total as the games engine counts it, BJ or a bust", () => {
    for (let id = 1; id <= 40; id++) {
      const deal = blackjackFromCards(roundDeckCards(seed("11"), seed("22"), id, 8).slice(0, 40));
      const total = handTotal(deal.dealer).total;
      const expected = deal.dealerBlackjack ? "BJ" : total > 21 ? "✕" : String(total);
      expect(resultLabel(json({ game: "blackjack", ...deal }))?.text, `round ${id}`).toBe(expected);
    }
    expect(resultLabel({ game: "blackjack", dealer: [cardOf(1, 0), cardOf(6, 1)], dealerBlackjack: false })).toEqual({ text: "17", tone: "black" });
  });
});
