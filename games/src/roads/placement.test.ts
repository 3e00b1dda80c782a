import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bigEyeRoad, bigRoad, bigRoadColumns, cockroachRoad, derivedMarks, markColumns, placeColumns, smallRoad, type Cell, type Result } from "./roads.js";

const run = (spec: string) => spec.split(" ").flatMap((s) => Array.from({ length: Number(s.slice(1)) }, () => s[0] as Result));
const at = (c: { col: number; row: number }) => `${c.col},${c.row}`;
const duplicates = (cells: readonly Cell<unknown>[]) => cells.map(at).filter((k, i, all) => all.indexOf(k) !== i);

/** Each logical column's first mark is at row 0, each column to the right of the one before. */
function expectColumnsStartAtRow0(cells: readonly Cell<unknown>[], columns: readonly (readonly unknown[])[]) {
  let index = 0;
  let lastCol = -1;
  for (const column of columns) {
    const first = cells[index]!;
    expect(first.row).toBe(0);
    expect(first.col).toBeGreaterThan(lastCol);
    lastCol = first.col;
    index += column.length;
  }
}

describe("road placement", () => {
  it("starts a new column right of a dragon tail that reached row 0 (staircase of tails)", () => {
    // Each column is one shorter than the last, so each tail turns one row higher: the P×2 column turns along row 0.
    const cells = bigRoad(run("B7 P6 B5 P4 B3 P2 B1"));
    expect(duplicates(cells)).toEqual([]);
    expect(cells.slice(-3).map(at)).toEqual(["5,0", "6,0", "7,0"]);
  });

  it("keeps the cockroach pig one mark per cell on a shoe whose big road has no row-0 tail", () => {
    // Found by search: a 78-hand shoe of short streaks; its cockroach pig builds a staircase of tails.
    const shoe = [..."BPPBBPPBBPPBPPBBPBPBPPBBPPBPPBBPBBPPBPPBBPPBPPBBPBBPPBPPBBPBPBBPPBPPBBPBBPBBPP"] as Result[];
    expect(duplicates(bigRoad(shoe))).toEqual([]);
    expect(duplicates(cockroachRoad(shoe))).toEqual([]);
    expectColumnsStartAtRow0(cockroachRoad(shoe), markColumns(derivedMarks(shoe, 3)));
  });

  it("starts a new column right of a row-0 tail on a derived road too", () => {
    const cells = placeColumns([7, 6, 5, 4, 3, 2, 1, 1].map((n, i) => Array.from({ length: n }, () => (i % 2 ? "blue" : "red"))));
    expect(duplicates(cells)).toEqual([]);
    expect(cells.slice(-2).map(at)).toEqual(["7,0", "8,0"]);
  });

  it("never puts two marks in one cell and starts every column at row 0, on all four grids", () => {
    // Big-road column lengths, half the time sorted longest first: staircases are what send tails up to row 0.
    const lengths = fc.tuple(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 40 }), fc.boolean()).map(([ls, stair]) => (stair ? [...ls].sort((a, b) => b - a) : ls));
    const results = fc.tuple(lengths, fc.array(fc.nat(400))).map(([ls, tiesAt]) => {
      const rs = ls.flatMap((n, i) => Array.from({ length: n }, (): Result => (i % 2 ? "P" : "B")));
      for (const at of tiesAt) rs.splice(at % (rs.length + 1), 0, "T");
      return rs;
    });
    fc.assert(
      fc.property(results, (rs) => {
        for (const road of [bigRoad, bigEyeRoad, smallRoad, cockroachRoad] as ((r: Result[]) => Cell<unknown>[])[]) {
          expect(duplicates(road(rs))).toEqual([]);
        }
        expectColumnsStartAtRow0(bigRoad(rs), bigRoadColumns(rs));
        for (const k of [1, 2, 3] as const) expectColumnsStartAtRow0([bigEyeRoad, smallRoad, cockroachRoad][k - 1]!(rs), markColumns(derivedMarks(rs, k)));
      }),
      { numRuns: 500 },
    );
  });
});
