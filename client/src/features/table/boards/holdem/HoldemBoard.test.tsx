import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { bestHand, decisionOutcome, holdemBetReturn, GameType, HoldemAction, HoldemBet, type HoldemOutcome } from "@sunrise/games";
import { deckOf, decisionRound, findRound, myBet } from "../../decision/decision-test-kit.js";
import { betButton, betName, renderBoard } from "../test-board.js";
import { HoldemBoard } from "./HoldemBoard.js";

const P = GameType.POKER;
const cardsIn = (testId: string) => [...within(screen.getByTestId(testId)).queryAllByRole("img")].map((e) => e.querySelector("[data-card]")?.getAttribute("data-card") ?? e.dataset.card);
const outcomeOf = (roundId: number) => decisionOutcome(P, deckOf(P, roundId).cards.slice(0, 9)) as HoldemOutcome;

describe("the hold'em board", () => {
  it("places the ante and the AA bonus, and shows the call spot at 2 × ante", async () => {
    const { placed } = renderBoard(HoldemBoard, { round: decisionRound(P, 3, { state: "open" }) });
    fireEvent.click(await screen.findByRole("button", { name: betName("Ante") }));
    fireEvent.click(betButton("AA bonus"));
    expect(placed()).toEqual([{ kind: HoldemBet.ANTE, numbers: [] }, { kind: HoldemBet.AA_BONUS, numbers: [] }]);
    expect(screen.getByTestId("holdem-call-spot").textContent).toBe("Call2 × ante · pays 1:1");
    expect(cardsIn("holdem-board")).toEqual([]);
  });

  it("shows the shared hole cards and the flop at the deal, the player's hand so far, the rest face down", async () => {
    const deck = deckOf(P, 3).cards;
    renderBoard(HoldemBoard, { round: decisionRound(P, 3, { state: "dealt" }), myBets: [myBet(0, HoldemBet.ANTE, 10_000_000n)] });
    expect(cardsIn("holdem-player")).toEqual([deck[0], deck[1]].map(String));
    expect(cardsIn("holdem-board")).toEqual([deck[4], deck[5], deck[6]].map(String).concat(["down", "down"]));
    expect(cardsIn("holdem-dealer")).toEqual(["down", "down"]);
    const category = bestHand([deck[0]!, deck[1]!, deck[4]!, deck[5]!, deck[6]!]).category;
    expect(screen.getByTestId("holdem-player-hand").textContent).toBe(["High card", "Pair", "Two pair", "Three of a kind", "Straight", "Flush", "Full house", "Four of a kind", "Straight flush", "Royal flush"][category]);
    expect(screen.queryByTestId("holdem-qualifies")).toBeNull();
  });

  it("puts the call's stake on the call spot once the player calls", async () => {
    const round = decisionRound(P, 3, { state: "dealt", decisions: [{ betIndex: 0, window: 1, action: HoldemAction.CALL, extraStake: 20_000_000n }] });
    renderBoard(HoldemBoard, { round, myBets: [myBet(0, HoldemBet.ANTE, 10_000_000n)] });
    expect((await screen.findByTestId("holdem-call-spot")).dataset.amount).toBe("20000000");
  });

  it("reveals turn, river and the dealer's hand with whether it qualifies, and each bet's result", async () => {
    const id = findRound(P, (c) => { const o = decisionOutcome(P, c.slice(0, 9)) as HoldemOutcome; return o.dealerQualifies && o.winner === "player"; });
    const o = outcomeOf(id);
    const deck = deckOf(P, id).cards;
    const called = myBet(0, HoldemBet.ANTE, 10_000_000n, holdemBetReturn({ kind: HoldemBet.ANTE, amount: 10_000_000n }, HoldemAction.CALL, o));
    const folded = myBet(1, HoldemBet.ANTE, 5_000_000n, 0n);
    const round = decisionRound(P, id, { state: "settled", decisions: [{ betIndex: 0, window: 1, action: HoldemAction.CALL, extraStake: 20_000_000n }, { betIndex: 1, window: 1, action: HoldemAction.FOLD, extraStake: 0n }] });
    renderBoard(HoldemBoard, { round, myBets: [called, folded] });
    expect(cardsIn("holdem-dealer")).toEqual([deck[2], deck[3]].map(String));
    expect(cardsIn("holdem-board")).toEqual([4, 5, 6, 7, 8].map((p) => String(deck[p])));
    expect(screen.getByTestId("holdem-qualifies").dataset.qualifies).toBe("true");
    expect(screen.getByTestId("holdem-winner").textContent).toBe("Player wins");
    const results = screen.getAllByTestId("holdem-result");
    expect(results[0]!.textContent).toMatch(/^Ante 10 \+ call 20Paid /);
    expect(results[0]!.dataset.payout).toBe(called.payout!.toString());
    expect(results[1]!.textContent).toBe("Ante 5Folded: ante lost");
  });

  it("says when the dealer does not qualify: the ante pays and the call comes back", async () => {
    const id = findRound(P, (c) => !(decisionOutcome(P, c.slice(0, 9)) as HoldemOutcome).dealerQualifies);
    renderBoard(HoldemBoard, { round: decisionRound(P, id, { state: "settled" }), myBets: [] });
    expect((await screen.findByTestId("holdem-qualifies")).dataset.qualifies).toBe("false");
    expect(screen.getByTestId("holdem-qualifies").textContent).toContain("Dealer does not qualify: the ante pays, the call comes back");
  });
});
