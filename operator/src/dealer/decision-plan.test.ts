import { describe, expect, it } from "vitest";
import { DecisionRoundState as S, nextDecisionAction, type DecisionRoundView } from "./decision-plan.js";

const round = (state: number, o: Partial<DecisionRoundView> = {}): DecisionRoundView => ({
  roundCount: 3, state, closesAt: 1_015, settleBy: 1_015 + 3_600, closedBlock: state >= S.CLOSED ? 42 : 0, window: 0, windowClosesAt: 0, unpaid: 0, ...o,
});
const dealt = (o: Partial<DecisionRoundView> = {}) => round(S.DEALT, { window: 1, windowClosesAt: 1_030, settleBy: 1_030 + 3_600, ...o });

describe("the dealer's next step at a decision table", () => {
  it("opens a round when none is in play (only where the table may open), and pays a round's bets before anything else", () => {
    expect(nextDecisionAction(round(S.NONE, { roundCount: 0 }), 2_000, 10)).toEqual({ kind: "open", roundId: 1 });
    for (const state of [S.SETTLED, S.REFUNDED, S.FORFEITED]) expect(nextDecisionAction(round(state), 2_000, 50)).toEqual({ kind: "open", roundId: 4 });
    expect(nextDecisionAction(round(S.SETTLED), 2_000, 50, false)).toEqual({ kind: "wait" });
    for (const state of [S.REVEALED, S.FORFEITED, S.REFUNDED]) expect(nextDecisionAction(round(state, { unpaid: 3 }), 2_000, 50, false)).toEqual({ kind: "pay", roundId: 3 });
  });

  it("closes betting at its time on chain and deals once closed", () => {
    expect(nextDecisionAction(round(S.OPEN), 1_014, 10)).toEqual({ kind: "wait" });
    expect(nextDecisionAction(round(S.OPEN), 1_015, 10, false)).toEqual({ kind: "close", roundId: 3 });
    expect(nextDecisionAction(round(S.CLOSED), 1_016, 42)).toEqual({ kind: "deal", roundId: 3 });
  });

  it("settles early during a window only if nothing is left to decide, and after it opens the next window or settles", () => {
    expect(nextDecisionAction(dealt(), 1_029, 50)).toEqual({ kind: "settleIfDone", roundId: 3 });
    expect(nextDecisionAction(dealt(), 1_030, 50)).toEqual({ kind: "nextWindowOrSettle", roundId: 3 });
    expect(nextDecisionAction(dealt({ window: 4, windowClosesAt: 1_090 }), 1_095, 50, false)).toEqual({ kind: "nextWindowOrSettle", roundId: 3 });
  });

  it("refunds a round never closed and forfeits one not settled by its deadline, or whose close left the block hash window before the deal", () => {
    expect(nextDecisionAction(round(S.OPEN), 1_015 + 3_600, 10)).toEqual({ kind: "refund", roundId: 3 });
    expect(nextDecisionAction(round(S.CLOSED), 1_015 + 3_600, 50)).toEqual({ kind: "forfeit", roundId: 3 });
    expect(nextDecisionAction(round(S.CLOSED), 1_020, 42 + 255)).toEqual({ kind: "deal", roundId: 3 });
    expect(nextDecisionAction(round(S.CLOSED), 1_020, 42 + 256)).toEqual({ kind: "forfeit", roundId: 3 });
    expect(nextDecisionAction(dealt(), 1_030 + 3_600, 50)).toEqual({ kind: "forfeit", roundId: 3 });
  });
});
