// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applyRoundUpdate, RECENT_RESULTS, type LobbyTable } from "./apply-round.js";
import { resultLabel } from "./result-label.js";

const round = (tableId: number, roundId: number, state: string, result: Record<string, unknown> | null = null, shoeId: number | null = null) => ({
  id: `t${tableId}:${roundId}`, tableId, gameType: 1, table: `0x${String(tableId).padStart(40, "0")}`, roundId, state, shoeId,
  openedAt: "2026-11-22T10:00:00.000Z", closesAt: "2026-11-22T10:00:20.000Z", result,
});
const spin = (n: number) => ({ game: "roulette", number: n, color: n === 0 ? "green" : n % 2 ? "red" : "black" });
const table = (): LobbyTable => ({
  id: 1, name: "Roulette 1", nameJa: null, gameType: 1, minBet: "1000000", maxBet: "1000000000", floor: "GROUND", enabled: true, isOpen: true, opensAt: null,
  noCommission: false, bettingSeconds: 20, playersThisRound: 3, area: { id: "main", name: "Main hall", nameJa: null, isOpen: true, opensAt: null },
  round: round(1, 7, "open"), recentResults: [spin(6), spin(5)],
});

describe("a lobby table's round updates", () => {
  it("puts a settled round's result first, once, and moves the table to its next round with no players yet", () => {
    const settled = applyRoundUpdate(table(), round(1, 7, "settled", spin(7)));
    expect(settled.recentResults).toEqual([spin(7), spin(6), spin(5)]);
    expect(settled.playersThisRound).toBe(3);
    expect(applyRoundUpdate(settled, round(1, 7, "settled", spin(7))).recentResults).toHaveLength(3); // the same event again
    const next = applyRoundUpdate(settled, round(1, 8, "open"));
    expect(next.round).toMatchObject({ roundId: 8, state: "open" });
    expect(next.playersThisRound).toBe(0);
    expect(next.recentResults).toHaveLength(3);
  });

  it("shows a result once the contract revealed it, not again when its last bets are paid", () => {
    const revealed = applyRoundUpdate(table(), round(1, 7, "revealed", spin(7)));
    expect(revealed.recentResults).toEqual([spin(7), spin(6), spin(5)]);
    expect(applyRoundUpdate(revealed, round(1, 7, "settled", spin(7))).recentResults).toEqual([spin(7), spin(6), spin(5)]);
  });

  it("starts a shoe table's results again when a round of the next shoe arrives", () => {
    const inShoe = { ...table(), round: round(1, 7, "open", null, 3) };
    const sameShoe = applyRoundUpdate(inShoe, round(1, 7, "revealed", spin(7), 3));
    expect(sameShoe.recentResults).toHaveLength(3);
    const nextShoe = applyRoundUpdate(sameShoe, round(1, 8, "open", null, 4));
    expect(nextShoe.recentResults).toEqual([]);
  });

  it("ignores an older round or another table's, and keeps at most 24 results", () => {
    expect(applyRoundUpdate(table(), round(1, 6, "settled", spin(1)))).toEqual(table());
    expect(applyRoundUpdate(table(), round(2, 9, "settled", spin(1)))).toEqual(table());
    let t = table();
    for (let r = 7; r < 40; r++) t = applyRoundUpdate(t, round(1, r, "settled", spin(r % 37)));
    expect(t.recentResults).toHaveLength(RECENT_RESULTS);
    expect(t.recentResults[0]).toEqual(spin(39 % 37));
  });
});

describe("result labels", () => {
  it("reads each game's result in a few characters with its colour", () => {
    expect(resultLabel(spin(0))).toEqual({ text: "0", tone: "green" });
    expect(resultLabel(spin(7))).toEqual({ text: "7", tone: "red" });
    expect(resultLabel({ game: "baccarat", winner: "banker" })).toEqual({ text: "B", tone: "red" });
    expect(resultLabel({ game: "dragon tiger", winner: "tie" })).toEqual({ text: "=", tone: "green" });
    expect(resultLabel({ game: "sic bo", total: 14, triple: false })).toEqual({ text: "14", tone: "red" });
    expect(resultLabel({ game: "sic bo", total: 9, triple: true })).toEqual({ text: "9★", tone: "gold" });
    expect(resultLabel({ game: "money wheel", number: 5, multiplier: 2 })).toEqual({ text: "5×2", tone: "wheel-5" });
    expect(resultLabel({ game: "blackjack" })).toBeNull();
  });
});
