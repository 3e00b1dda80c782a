// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GameType, HoldemAction, HoldemBet } from "@sunrise/games";
import { decisionRoundOf } from "../../decision/decision-round.js";
import { decisionRound, myBet } from "../../decision/decision-test-kit.js";
import { holdemSeat } from "./holdem-seat.js";

const P = GameType.POKER;
const ante = (i: number, amount = 10_000_000n) => myBet(i, HoldemBet.ANTE, amount);
const seat = (spec: Parameters<typeof decisionRound>[2], bets = spec.myBets ?? [ante(0)]) => holdemSeat(decisionRoundOf(decisionRound(P, 3, spec))!, bets, Date.now());

describe("the hold'em decision window for a player", () => {
  it("offers call (escrowing 2 × ante) or fold to an ante in the open window, and says no decision folds", () => {
    const s = seat({ state: "dealt" });
    expect(s.playing).toBe(true);
    expect(s.prompt?.options).toEqual([{ action: HoldemAction.CALL, name: "call", extraStake: 20_000_000n }, { action: HoldemAction.FOLD, name: "fold", extraStake: 0n }]);
    expect(s.fallback).toBe("fold");
  });

  it("takes each ante in turn and lists the decisions already taken", () => {
    const bets = [ante(2, 5_000_000n), myBet(3, HoldemBet.AA_BONUS, 1_000_000n), ante(7)];
    const first = seat({ state: "dealt" }, bets);
    expect(first.prompt).toMatchObject({ betIndex: 2, seat: 1, seats: 2 });
    const second = seat({ state: "dealt", decisions: [{ betIndex: 2, window: 1, action: HoldemAction.CALL, extraStake: 10_000_000n }] }, bets);
    expect(second.prompt).toMatchObject({ betIndex: 7, seat: 2, seats: 2 });
    expect(second.decided).toEqual([{ betIndex: 2, name: "call", extraStake: 10_000_000n, sent: false }]);
  });

  it("asks nothing once every ante decided, once the window closed, or of a player with only an AA bonus", () => {
    expect(seat({ state: "dealt", decisions: [{ betIndex: 0, window: 1, action: HoldemAction.FOLD, extraStake: 0n }] }).prompt).toBeNull();
    expect(seat({ state: "dealt", closesInMs: -1000 }).prompt).toBeNull();
    const bonusOnly = seat({ state: "dealt" }, [myBet(0, HoldemBet.AA_BONUS, 1_000_000n)]);
    expect([bonusOnly.playing, bonusOnly.prompt]).toEqual([false, null]);
  });
});
