import { describe, expect, it } from "vitest";
import { sicBo, SicBoBet as S, type SicBoOutcome } from "./sicbo.js";
import type { Bet } from "./types.js";

const outcome = (d: [number, number, number]): SicBoOutcome => ({ dice: d, total: d[0] + d[1] + d[2], triple: d[0] === d[1] && d[1] === d[2] });
const all: SicBoOutcome[] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) all.push(outcome([a, b, c]));
const unit = 1_000_000n;
const edge = (b: Bet) => 1 - Number(all.reduce((s, o) => s + sicBo.payout(b, o), 0n)) / (216 * Number(b.amount));

describe("sic bo", () => {
  it("pays the table", () => {
    const b = (kind: number, numbers: number[] = []) => ({ kind, numbers, amount: unit });
    expect(sicBo.payout(b(S.BIG), outcome([6, 5, 1]))).toBe(2n * unit);
    expect(sicBo.payout(b(S.BIG), outcome([5, 5, 5]))).toBe(0n);
    expect(sicBo.payout(b(S.SMALL), outcome([1, 2, 3]))).toBe(2n * unit);
    expect(sicBo.payout(b(S.ANY_TRIPLE), outcome([2, 2, 2]))).toBe(31n * unit);
    expect(sicBo.payout(b(S.SPECIFIC_TRIPLE, [2]), outcome([2, 2, 2]))).toBe(181n * unit);
    expect(sicBo.payout(b(S.SPECIFIC_TRIPLE, [3]), outcome([2, 2, 2]))).toBe(0n);
    expect(sicBo.payout(b(S.DOUBLE, [4]), outcome([4, 4, 1]))).toBe(11n * unit);
    expect(sicBo.payout(b(S.COMBINATION, [1, 4]), outcome([4, 4, 1]))).toBe(7n * unit);
    expect(sicBo.payout(b(S.SINGLE, [4]), outcome([4, 4, 1]))).toBe(3n * unit);
    expect(sicBo.payout(b(S.SINGLE, [4]), outcome([4, 4, 4]))).toBe(4n * unit);
    expect(sicBo.payout(b(S.TOTAL, [4]), outcome([1, 1, 2]))).toBe(61n * unit);
    expect(sicBo.payout(b(S.TOTAL, [10]), outcome([3, 3, 4]))).toBe(7n * unit);
  });

  it("refuses malformed bets", () => {
    for (const b of [{ kind: S.COMBINATION, numbers: [2, 2], amount: unit }, { kind: S.TOTAL, numbers: [3], amount: unit }, { kind: S.SINGLE, numbers: [7], amount: unit }, { kind: S.BIG, numbers: [1], amount: unit }]) {
      expect(sicBo.validateBet(b).ok).toBe(false);
    }
  });

  it("has the published house edges, by exact enumeration of the 216 rolls", () => {
    const b = (kind: number, numbers: number[] = []) => ({ kind, numbers, amount: unit });
    const published: [Bet, number][] = [
      [b(S.BIG), 0.0278], [b(S.SMALL), 0.0278], [b(S.ANY_TRIPLE), 0.1389], [b(S.SPECIFIC_TRIPLE, [6]), 0.162], [b(S.DOUBLE, [1]), 0.1852],
      [b(S.COMBINATION, [2, 5]), 0.0278], [b(S.SINGLE, [3]), 0.0787], [b(S.TOTAL, [4]), 0.1528], [b(S.TOTAL, [5]), 0.1389], [b(S.TOTAL, [6]), 0.1667],
      [b(S.TOTAL, [7]), 0.0972], [b(S.TOTAL, [8]), 0.125], [b(S.TOTAL, [9]), 0.1898], [b(S.TOTAL, [10]), 0.125], [b(S.TOTAL, [17]), 0.1528],
    ];
    for (const [bet, e] of published) expect(edge(bet), JSON.stringify(bet.numbers) + bet.kind).toBeCloseTo(e, 3);
  });
});
