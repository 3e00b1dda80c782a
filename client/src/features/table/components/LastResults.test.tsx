import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { GameType } from "@sunrise/games";
import { renderWithIntl } from "../../../testing/render.js";
import { LastResults } from "./LastResults.js";

describe("the last results", () => {
  it("say what a blackjack chip means: the dealer's total, a bust, a blackjack", () => {
    renderWithIntl(<LastResults gameType={GameType.BLACKJACK} results={[{ game: "blackjack", dealer: [9, 25, 11], dealerBlackjack: false }, { game: "blackjack", dealer: [0, 6], dealerBlackjack: false }]} />);
    expect(within(screen.getByTestId("last-results")).getAllByRole("listitem").map((l) => l.textContent)).toEqual(["✕", "18"]);
    expect(screen.getByTestId("last-results-legend").textContent).toBe("The dealer's final total · ✕ dealer bust · BJ dealer blackjack");
  });

  it("colour money wheel results by the segment's value, not one colour for all", () => {
    const results = [1, 2, 5, 10, 20, 40].map((number) => ({ game: "money wheel", spins: [0], multiplier: 1, number }));
    renderWithIntl(<LastResults gameType={GameType.MONEY_WHEEL} results={results} />);
    const tones = within(screen.getByTestId("last-results")).getAllByRole("listitem").map((l) => [...l.classList].find((c) => c.startsWith("result-chip--")));
    expect(new Set(tones).size).toBe(6);
    expect(tones[0]).toBe("result-chip--wheel-1");
    expect(screen.getByTestId("last-results-legend")).toBeTruthy();
  });

  it("need no legend for roulette's numbers", () => {
    renderWithIntl(<LastResults gameType={GameType.ROULETTE} results={[{ game: "roulette", number: 7, color: "red" }]} />);
    expect(screen.queryByTestId("last-results-legend")).toBeNull();
  });
});
