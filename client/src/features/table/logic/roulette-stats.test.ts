// @vitest-environment node
import { describe, expect, it } from "vitest";
import { percent, rouletteStats } from "./roulette-stats.js";

describe("roulette statistics", () => {
  it("counts colours, parity, halves and dozens, leaving zero out of every even-money share", () => {
    const s = rouletteStats([0, 1, 2, 3, 19, 36, 13, 25]);
    expect(s).toMatchObject({ count: 8, zero: 1, red: 5, black: 2, odd: 5, even: 2, low: 4, high: 3, dozens: [3, 2, 2] });
  });

  it("names hot numbers by hits, the most recent first on a tie, and cold numbers including those never seen", () => {
    const s = rouletteStats([7, 7, 12, 7, 12, 30, 5], 3);
    expect(s.hot).toEqual([{ number: 7, hits: 3 }, { number: 12, hits: 2 }, { number: 30, hits: 1 }]);
    expect(s.cold.every((c) => c.hits === 0)).toBe(true);
  });

  it("looks at the last 100 spins only", () => {
    expect(rouletteStats([...Array(100).fill(1), ...Array(50).fill(2)]).hot).toEqual([{ number: 1, hits: 100 }]);
    expect(percent(1, 3)).toBe(33);
    expect(percent(1, 0)).toBe(0);
  });
});
