// @vitest-environment node
import { describe, expect, it } from "vitest";
import { expectedBonus, matchesFilter, wagerProgress } from "./bonus-math.js";

const U = (n: number) => BigInt(n) * 1_000_000n;

describe("bonus arithmetic", () => {
  it("gives min(amount × rate, maximum), rounded down to the unit as the contract does", () => {
    expect(expectedBonus(U(500), 1000, U(1000))).toBe(U(50));
    expect(expectedBonus(U(50_000), 1000, U(1000))).toBe(U(1000));
    expect(expectedBonus(9n, 1000, U(1000))).toBe(0n);
    expect(expectedBonus(19n, 1000, U(1000))).toBe(1n);
  });

  it("measures wagering in whole percent, capped at 100", () => {
    expect(wagerProgress(U(120), U(500))).toBe(24);
    expect(wagerProgress(U(900), U(500))).toBe(100);
    expect(wagerProgress(0n, 0n)).toBe(100);
  });

  it("filters by status, and 'expiring' means held and ending within 7 days", () => {
    const now = Date.UTC(2026, 10, 22);
    const inDays = (d: number) => new Date(now + d * 86_400_000).toISOString();
    expect(matchesFilter({ status: "locked", expiredAt: inDays(3) }, "expiring", now)).toBe(true);
    expect(matchesFilter({ status: "locked", expiredAt: inDays(8) }, "expiring", now)).toBe(false);
    expect(matchesFilter({ status: "swapped", expiredAt: inDays(3) }, "expiring", now)).toBe(false);
    expect(matchesFilter({ status: "claimable", expiredAt: inDays(3) }, "claimable", now)).toBe(true);
    expect(matchesFilter({ status: "expired", expiredAt: inDays(-1) }, "all", now)).toBe(true);
  });
});
