import { describe, expect, it } from "vitest";
import { roulette, RouletteBet as R } from "../games/roulette.js";
import { ROULETTE_BET_KINDS, ROULETTE_BLACK, ROULETTE_RED, rouletteBetFor, rouletteCorners, rouletteLines, rouletteNumberAt, rouletteOutsideBets, rouletteSplits, rouletteStreets } from "./roulette-board.js";

const valid = (kind: number) => (numbers: number[]) => roulette.validateBet({ kind, numbers, amount: 1n }).ok;
const distinct = (lists: number[][]) => new Set(lists.map((l) => l.join(","))).size;

describe("roulette board", () => {
  it("lists the 13 bet kinds and the 18 red and 18 black numbers", () => {
    expect(ROULETTE_BET_KINDS).toHaveLength(13);
    expect(new Set(ROULETTE_BET_KINDS)).toEqual(new Set(roulette.betKinds.map((k) => k.id)));
    expect(ROULETTE_RED).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(ROULETTE_BLACK).toHaveLength(18);
  });

  it("lays out the grid with 3 at the top of the first column and 34 at the bottom of the last", () => {
    expect([rouletteNumberAt(0, 0), rouletteNumberAt(0, 2), rouletteNumberAt(11, 0), rouletteNumberAt(11, 2)]).toEqual([3, 1, 36, 34]);
  });

  it("enumerates every split, street, corner and six line of the European layout, each a valid bet", () => {
    const cases: [number, number[][], number][] = [[R.SPLIT, rouletteSplits(), 60], [R.STREET, rouletteStreets(), 14], [R.CORNER, rouletteCorners(), 23], [R.LINE, rouletteLines(), 11]];
    for (const [kind, lists, count] of cases) {
      expect(lists).toHaveLength(count);
      expect(distinct(lists)).toBe(count);
      expect(lists.every(valid(kind))).toBe(true);
    }
  });

  it("has the column, dozen and even-money boxes as valid bets", () => {
    const outside = rouletteOutsideBets();
    expect(outside).toHaveLength(12);
    expect(outside.every((b) => valid(b.kind)(b.numbers))).toBe(true);
    expect(outside.find((b) => b.kind === R.COLUMN)).toMatchObject({ numbers: [1], pays: "2:1" });
  });

  it("checks a bet and sorts its numbers, or says why not", () => {
    expect(rouletteBetFor({ kind: R.CORNER, numbers: [21, 17, 20, 18] })).toEqual({ ok: true, bet: { kind: R.CORNER, numbers: [17, 18, 20, 21] } });
    expect(rouletteBetFor({ kind: R.SPLIT, numbers: [3, 4] })).toEqual({ ok: false, reason: "numbers do not form a split bet" });
    expect(rouletteBetFor({ kind: 2001, numbers: [] })).toMatchObject({ ok: false, reason: "unknown roulette bet" });
  });
});
