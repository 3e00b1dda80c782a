import { describe, expect, it } from "vitest";
import { roulette, RouletteBet as R } from "./roulette.js";
import type { Bet } from "./types.js";

const U = 1_000_000n;
const bet = (kind: number, numbers: number[] = []): Bet => ({ kind, numbers, amount: 10n * U });
const at = (number: number) => ({ number, color: "red" as const });

describe("roulette pay table", () => {
  const table: [Bet, number, number, bigint][] = [
    [bet(R.STRAIGHT, [17]), 17, 16, 360n * U],
    [bet(R.SPLIT, [17, 20]), 20, 18, 180n * U],
    [bet(R.STREET, [16, 17, 18]), 18, 19, 120n * U],
    [bet(R.CORNER, [17, 18, 20, 21]), 21, 19, 90n * U],
    [bet(R.LINE, [16, 17, 18, 19, 20, 21]), 16, 22, 60n * U],
    [bet(R.COLUMN, [2]), 17, 18, 30n * U],
    [bet(R.DOZEN, [2]), 24, 25, 30n * U],
    [bet(R.RED), 1, 2, 20n * U],
    [bet(R.BLACK), 2, 1, 20n * U],
    [bet(R.ODD), 35, 36, 20n * U],
    [bet(R.EVEN), 36, 0, 20n * U],
    [bet(R.LOW), 18, 19, 20n * U],
    [bet(R.HIGH), 19, 18, 20n * U],
  ];
  it.each(table)("pays %o on a hit and nothing on a miss", (b, hit, miss, paid) => {
    expect(roulette.validateBet(b)).toEqual({ ok: true });
    expect(roulette.payout(b, at(hit))).toBe(paid);
    expect(roulette.payout(b, at(miss))).toBe(0n);
  });

  it("loses every outside bet on zero", () => {
    for (const k of [R.RED, R.BLACK, R.ODD, R.EVEN, R.LOW, R.HIGH]) expect(roulette.payout(bet(k), at(0))).toBe(0n);
    for (const [k, n] of [[R.COLUMN, 1], [R.DOZEN, 1]] as const) expect(roulette.payout(bet(k, [n]), at(0))).toBe(0n);
  });

  it("accepts zero splits, trios and the first four", () => {
    for (const b of [bet(R.SPLIT, [0, 2]), bet(R.STREET, [0, 1, 2]), bet(R.STREET, [0, 2, 3]), bet(R.CORNER, [0, 1, 2, 3])]) expect(roulette.validateBet(b).ok).toBe(true);
  });

  it("refuses numbers that do not form the bet", () => {
    const bad = [bet(R.SPLIT, [3, 4]), bet(R.SPLIT, [1, 5]), bet(R.STREET, [2, 3, 4]), bet(R.CORNER, [3, 4, 6, 7]), bet(R.LINE, [2, 3, 4, 5, 6, 7]),
      bet(R.STRAIGHT, [37]), bet(R.STRAIGHT, [1, 2]), bet(R.COLUMN, [4]), bet(R.DOZEN, [0]), bet(R.RED, [1]), bet(R.SPLIT, [5, 5]), { kind: 9999, amount: U }];
    for (const b of bad) expect(roulette.validateBet(b).ok, JSON.stringify(b.numbers)).toBe(false);
    expect(roulette.validateBet({ ...bet(R.RED), amount: 0n }).ok).toBe(false);
  });

  it("has the published house edge 2.70% (1/37) on every bet, by exact enumeration", () => {
    const examples = [bet(R.STRAIGHT, [0]), bet(R.SPLIT, [0, 1]), bet(R.STREET, [31, 32, 33]), bet(R.CORNER, [0, 1, 2, 3]), bet(R.LINE, [1, 2, 3, 4, 5, 6]), bet(R.COLUMN, [3]), bet(R.DOZEN, [3]), bet(R.RED), bet(R.EVEN), bet(R.HIGH)];
    for (const b of examples) {
      let total = 0n;
      for (let n = 0; n <= 36; n++) total += roulette.payout(b, at(n));
      const rtp = Number(total) / (37 * Number(b.amount));
      expect(1 - rtp).toBeCloseTo(1 / 37, 12);
    }
  });
});
