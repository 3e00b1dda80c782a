// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BaccaratBet, GameType } from "@sunrise/games";
import { forfeitedRound } from "../fairness-test-kit.js";
import { forfeitChecks, worstCaseReturn } from "./forfeit-checks.js";

describe("a forfeited round", () => {
  it("finds every bet paid its worst case: the stake plus the largest win", () => {
    const r = forfeitedRound();
    const v = forfeitChecks(r.gameType, r.bets);
    expect(v.bets.map((b) => [b.worstCase, b.paid])).toEqual([[10_000_000n, 10_000_000n], [36_000_000n, 36_000_000n]]);
    expect(v.checks.every((c) => c.ok)).toBe(true);
  });

  it("fails a bet paid less than its worst case, or not paid yet", () => {
    const r = forfeitedRound();
    const v = forfeitChecks(r.gameType, [{ ...r.bets[0]!, payout: "9999999" }, { ...r.bets[1]!, payout: null }]);
    expect(v.checks.map((c) => [c.ok, c.message, c.values])).toEqual([[false, "verify.forfeit.betBad", { n: 1 }], [false, "verify.forfeit.betBad", { n: 2 }]]);
  });

  it("reads the worst case from the table's rules: banker 1.95 with commission, 2 without", () => {
    const banker = { kind: BaccaratBet.BANKER, amount: "1000000" };
    expect(worstCaseReturn(GameType.BACCARAT, banker)).toBe(1_950_000n);
    expect(worstCaseReturn(GameType.BACCARAT, banker, true)).toBe(2_000_000n);
    expect(worstCaseReturn(GameType.ROULETTE, { kind: 99, amount: "1" })).toBeNull();
  });
});
