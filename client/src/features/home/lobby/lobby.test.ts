// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applyRoundUpdate, RECENT_RESULTS, type LiveTable } from "./apply-round.js";
import { resultLabel } from "./result-label.js";

const round = (tableId: number, roundId: number, state: string, result: Record<string, unknown> | null = null) => ({
  __typename: "TableRound" as const, id: `t${tableId}:${roundId}`, tableId, gameType: tableId, table: `0x${String(tableId).padStart(40, "0")}`, roundId, state, openedAt: "2026-11-22T10:00:00.000Z", result,
});
const spin = (n: number) => ({ game: "roulette", number: n, color: n === 0 ? "green" : n % 2 ? "red" : "black" });
const lobby = (): LiveTable[] => [{ tableId: 1, gameType: 1, table: round(1, 0, "").table, round: round(1, 7, "open"), recentResults: [spin(6), spin(5)] }];

describe("the lobby's round updates", () => {
  it("puts a settled round's result first, once, and moves the table to its next round", () => {
    const settled = applyRoundUpdate(lobby(), round(1, 7, "settled", spin(7)));
    expect(settled[0]!.recentResults).toEqual([spin(7), spin(6), spin(5)]);
    expect(applyRoundUpdate(settled, round(1, 7, "settled", spin(7)))[0]!.recentResults).toHaveLength(3); // the same event again
    const next = applyRoundUpdate(settled, round(1, 8, "open"));
    expect(next[0]!.round).toMatchObject({ roundId: 8, state: "open" });
    expect(next[0]!.recentResults).toHaveLength(3);
  });

  it("ignores an update older than the round shown, keeps at most 12 results and adds a new table in order", () => {
    expect(applyRoundUpdate(lobby(), round(1, 6, "settled", spin(1)))).toEqual(lobby());
    let tables = lobby();
    for (let r = 7; r < 30; r++) tables = applyRoundUpdate(tables, round(1, r, "settled", spin(r % 37)));
    expect(tables[0]!.recentResults).toHaveLength(RECENT_RESULTS);
    expect(tables[0]!.recentResults[0]).toEqual(spin(29));
    const withNew = applyRoundUpdate(applyRoundUpdate(lobby(), round(5, 1, "open")), round(4, 1, "open"));
    expect(withNew.map((t) => t.tableId)).toEqual([1, 4, 5]);
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
    expect(resultLabel({ game: "money wheel", number: 5, multiplier: 2 })).toEqual({ text: "5×2", tone: "gold" });
    expect(resultLabel({ game: "blackjack" })).toBeNull();
  });
});
