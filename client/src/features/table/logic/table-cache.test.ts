// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { BetData, RoundData, TableData } from "../model.js";
import { applyBet, applyRound, applyShoe } from "./table-cache.js";

const T = "0xtable";
const shoe = (shoeId: number, state = "dealing", position = 20) => ({ id: `${T}:${shoeId}`, shoeId, state, position, cutIndex: 350, firstPosition: 4, lastPosition: null });
const round = (roundId: number, state: string, result: Record<string, unknown> | null = null, shoeId: number | null = null): RoundData => ({
  id: `${T}:${roundId}`, tableId: 1, gameType: 1, roundId, state, openedAt: "", closesAt: null, closedAt: null, settledAt: null,
  commitment: "0x", serverSeed: null, clientSeed: null, result, shoeId, shoe: shoeId === null ? null : shoe(shoeId), myBets: [],
  window: 0, windowClosesAt: null, cardProofs: null, decisions: [],
});
const bet = (roundId: number, i: number, player = "0xA"): BetData => ({
  id: `${T}:${roundId}:${i}`, roundKey: `${T}:${roundId}`, tableId: 1, betIndex: i, player, kind: 1008, numbers: [], amount: "1000000", payout: null, extraStake: "0", refunded: false, placedAt: "",
});
const table = (currentShoe: ReturnType<typeof shoe> | null = null): TableData =>
  ({ id: 1, playersThisRound: 0, recentResults: [{ number: 3 }], currentShoe, round: { ...round(5, "open"), bets: [] } }) as unknown as TableData;

describe("the table kept live by its subscriptions", () => {
  it("adds each indexed bet once to the current round and counts distinct players", () => {
    let t = applyBet(table(), bet(5, 0));
    t = applyBet(t, bet(5, 0));
    t = applyBet(t, bet(5, 1, "0xb"));
    t = applyBet(t, bet(4, 7));
    expect(t.round!.bets.map((b) => b.betIndex)).toEqual([0, 1]);
    expect(t.playersThisRound).toBe(2);
  });

  it("keeps the round's bets as it closes and settles, puts the result first once, then starts the next round empty", () => {
    let t = applyBet(table(), bet(5, 0));
    t = applyRound(t, round(5, "closed"));
    expect(t.round!.bets).toHaveLength(1);
    t = applyRound(t, round(5, "settled", { number: 9 }));
    t = applyRound(t, round(5, "settled", { number: 9 }));
    expect(t.recentResults).toEqual([{ number: 9 }, { number: 3 }]);
    t = applyRound(t, round(6, "open"));
    expect(t.round).toMatchObject({ roundId: 6, bets: [] });
    expect(t.playersThisRound).toBe(0);
    expect(applyRound(t, round(5, "settled", { number: 9 }))).toBe(t);
  });

  it("shows a result once when its round is revealed (paying in pages) and then settled", () => {
    let t = applyRound(table(), round(5, "revealed", { number: 9 }));
    t = applyRound(t, round(5, "settled", { number: 9 }));
    expect(t.recentResults).toEqual([{ number: 9 }, { number: 3 }]);
  });
});

describe("a shoe table's roads", () => {
  it("keep the shoe's results while its rounds go on, with the shoe's position updated", () => {
    let t = applyRound(table(shoe(12)), round(6, "open", null, 12));
    t = applyRound(t, { ...round(6, "settled", { winner: "banker" }, 12), shoe: shoe(12, "dealing", 26) });
    expect(t.recentResults).toEqual([{ winner: "banker" }, { number: 3 }]);
    expect(t.currentShoe).toMatchObject({ shoeId: 12, position: 26 });
  });

  it("start again with the first round of a new shoe", () => {
    let t = applyRound(table(shoe(12, "finished")), round(6, "open", null, 13));
    expect(t.recentResults).toEqual([]);
    expect(t.currentShoe!.shoeId).toBe(13);
    t = applyRound(t, round(6, "settled", { winner: "player" }, 13));
    expect(t.recentResults).toEqual([{ winner: "player" }]);
  });

  it("start again as soon as the new shoe is seen, and never go back to an older shoe", () => {
    const t = applyShoe(table(shoe(12, "revealed")), shoe(13, "committed"));
    expect(t.recentResults).toEqual([]);
    expect(t.currentShoe!.state).toBe("committed");
    expect(applyShoe(t, shoe(12, "revealed"))).toBe(t);
    expect(applyShoe(table(), shoe(1)).recentResults).toEqual([{ number: 3 }]);
  });
});
