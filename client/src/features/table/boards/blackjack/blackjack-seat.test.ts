// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BlackjackAction, BlackjackBet, GameType, handTotal, isBlackjack, rankOf, valueOf } from "@sunrise/games";
import { decisionRoundOf } from "../../decision/decision-round.js";
import { decisionRound, findRound, myBet } from "../../decision/decision-test-kit.js";
import { blackjackSeat } from "./blackjack-seat.js";

const B = GameType.BLACKJACK;
const main = myBet(0, BlackjackBet.MAIN, 10_000_000n);
const seat = (roundId: number, spec: Parameters<typeof decisionRound>[2]) => blackjackSeat(decisionRoundOf(decisionRound(B, roundId, spec))!, spec.myBets ?? [main], Date.now());
const names = (s: ReturnType<typeof blackjackSeat>) => s.prompt?.options.map((o) => o.name);

const upAce = (c: readonly number[]) => rankOf(c[2]!) === 1;
const pair = (c: readonly number[]) => valueOf(c[0]!) === valueOf(c[1]!) && !isBlackjack(c.slice(0, 2));
const plain = (c: readonly number[]) => !upAce(c) && !pair(c) && !isBlackjack(c.slice(0, 2)) && handTotal([c[0]!, c[1]!, c[40]!]).total < 21;

describe("the blackjack decision windows for a player", () => {
  it("offers insurance (half the bet) in window 1 when the dealer shows an ace, and says no decision means none", () => {
    const s = seat(findRound(B, (c) => upAce(c) && !isBlackjack(c.slice(0, 2))), { state: "dealt" });
    expect(s.prompt?.options).toEqual([
      { action: BlackjackAction.INSURANCE, name: "insurance", extraStake: 5_000_000n },
      { action: BlackjackAction.NO_INSURANCE, name: "noInsurance", extraStake: 0n },
    ]);
    expect(s.fallback).toBe("noInsurance");
  });

  it("offers split only on a first pair, and double (one more stake) on two cards", () => {
    const withPair = seat(findRound(B, (c) => pair(c) && !upAce(c)), { state: "dealt" });
    expect(names(withPair)).toEqual(["hit", "stand", "double", "split"]);
    expect(withPair.prompt?.options.find((o) => o.name === "split")?.extraStake).toBe(10_000_000n);
    const id = findRound(B, plain);
    expect(names(seat(id, { state: "dealt" }))).toEqual(["hit", "stand", "double"]);
    expect(seat(id, { state: "dealt" }).fallback).toBe("stand");
  });

  it("after a hit, offers hit and stand on three cards in the next window, once its card is shown", () => {
    const id = findRound(B, plain);
    const hit = [{ betIndex: 0, window: 1, action: BlackjackAction.HIT, extraStake: 0n }];
    expect(names(seat(id, { state: "dealt", window: 2, extraCards: 1, decisions: hit }))).toEqual(["hit", "stand"]);
    // Decided in the open window: nothing more is asked there.
    const decided = seat(id, { state: "dealt", window: 1, decisions: hit });
    expect([decided.prompt, decided.decided.map((d) => d.name)]).toEqual([null, ["hit"]]);
  });

  it("asks nothing of a natural, nor once the window closed", () => {
    const natural = seat(findRound(B, (c) => isBlackjack(c.slice(0, 2)) && !upAce(c)), { state: "dealt" });
    expect([natural.playing, natural.prompt]).toEqual([true, null]);
    expect(seat(findRound(B, plain), { state: "dealt", closesInMs: -500 }).prompt).toBeNull();
  });
});
