import { describe, expect, it } from "vitest";
import { FairRng } from "../rng/fair-rng.js";
import { MAX_APPLIED_MULTIPLIERS, moneyWheel, MoneyWheelBet, SEGMENT_COUNTS, WHEEL, WHEEL_NUMBERS } from "./money-wheel.js";

const unit = 1_000_000n;

/**
 * Exact expected return per unit on number n. Spins repeat until a number segment (52 of 54);
 * each multiplier segment is 2x or 7x with equal chance (mean 4.5) and only the first two apply.
 * The final number is uniform over the 52 number segments, independent of the multipliers.
 */
function exactReturn(n: number): number {
  const q = 2 / 54;
  const eM = (1 - q) * 1 + q * (1 - q) * 4.5 + q * q * 4.5 * 4.5;
  return (SEGMENT_COUNTS[String(n)]! / 52) * (1 + n * eM);
}

describe("money wheel", () => {
  it("has 54 segments: 23×1, 15×2, 7×5, 4×10, 2×20, 1×40, 2x and 7x", () => {
    expect(WHEEL).toHaveLength(54);
    const count = (s: number | string) => WHEEL.filter((x) => x === s).length;
    expect([1, 2, 5, 10, 20, 40].map(count)).toEqual([23, 15, 7, 4, 2, 1]);
    expect(count("x2")).toBe(1);
    expect(count("x7")).toBe(1);
  });

  it("pays the number times the stake, multiplied by the multipliers landed before it", () => {
    expect(moneyWheel.payout({ kind: MoneyWheelBet.N10, amount: unit }, { spins: [], multiplier: 1, number: 10 })).toBe(11n * unit);
    expect(moneyWheel.payout({ kind: MoneyWheelBet.N10, amount: unit }, { spins: [], multiplier: 14, number: 10 })).toBe(141n * unit);
    expect(moneyWheel.payout({ kind: MoneyWheelBet.N5, amount: unit }, { spins: [], multiplier: 14, number: 10 })).toBe(0n);
  });

  it("applies at most two multipliers", () => {
    // Find a stream that lands on multipliers three times before a number and check the cap.
    for (let seed = 0; seed < 200_000; seed++) {
      const o = moneyWheel.deal(new FairRng("wheel", String(seed), seed));
      if (o.spins.length >= 4) {
        expect(o.multiplier).toBeLessThanOrEqual(49);
        expect(MAX_APPLIED_MULTIPLIERS).toBe(2);
        return;
      }
    }
    throw new Error("no triple-multiplier round found");
  });

  it("matches its exact return by simulation of 10^6 rounds (99% confidence)", () => {
    const N = 1_000_000;
    const returns = new Map<number, number>(WHEEL_NUMBERS.map((n) => [n, 0]));
    const squares = new Map<number, number>(WHEEL_NUMBERS.map((n) => [n, 0]));
    const rng = new FairRng("wheel-sim", "client", 1);
    for (let i = 0; i < N; i++) {
      const o = moneyWheel.deal(rng);
      const r = o.number * o.multiplier + 1;
      returns.set(o.number, returns.get(o.number)! + r);
      squares.set(o.number, squares.get(o.number)! + r * r);
    }
    for (const n of WHEEL_NUMBERS) {
      const mean = returns.get(n)! / N;
      const sd = Math.sqrt(squares.get(n)! / N - mean * mean);
      expect(Math.abs(mean - exactReturn(n)), `number ${n}`).toBeLessThan((2.576 * sd) / Math.sqrt(N));
    }
  });
});
