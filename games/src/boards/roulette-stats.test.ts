import { describe, expect, it } from "vitest";
import { rouletteStats } from "./roulette-stats.js";

describe("roulette statistics", () => {
  it("counts colours, parity, halves, dozens and columns, leaving zero out of them", () => {
    const s = rouletteStats([0, 1, 2, 36, 19, 13, 0]);
    expect(s).toMatchObject({ rounds: 7, zero: 2, red: 3, black: 2, odd: 3, even: 2, low: 3, high: 2, dozens: [2, 2, 1], columns: [3, 1, 1] });
    expect(s.counts[0]).toBe(2);
  });

  it("ranks hot and cold numbers over the newest results only", () => {
    const s = rouletteStats([7, 7, 7, 12, 12, 5, ...Array<number>(200).fill(30)], { last: 6, top: 3 });
    expect(s.rounds).toBe(6);
    expect(s.hot).toEqual([{ number: 7, count: 3 }, { number: 12, count: 2 }, { number: 5, count: 1 }]);
    expect(s.cold.map((c) => c.count)).toEqual([0, 0, 0]);
    expect(s.counts[30]).toBe(0);
  });

  it("looks at the last 100 results by default", () => {
    expect(rouletteStats(Array<number>(150).fill(1)).rounds).toBe(100);
  });
});
