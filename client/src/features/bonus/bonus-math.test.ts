// @vitest-environment node
import { describe, expect, it } from "vitest";
import { expectedBonus, matchesFilter, totalIn, wagerProgress } from "./bonus-math.js";

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

  it("sorts bonuses into SPEC §2's views: available, claimable, swappable, locked, expiring within a week, expired", () => {
    const now = Date.UTC(2026, 10, 22);
    const inDays = (d: number) => new Date(now + d * 86_400_000).toISOString();
    const row = (status: string, days: number, wagered = 0, bonus = 10) => ({ status, expiredAt: inDays(days), wagered: String(U(wagered)), wagerRequirement: String(U(100)), bonusAmount: String(U(bonus)) });
    expect(matchesFilter(row("locked", 3), "expiring", now)).toBe(true);
    expect(matchesFilter(row("locked", 8), "expiring", now)).toBe(false);
    expect(matchesFilter(row("swapped", 3), "expiring", now)).toBe(false);
    expect(matchesFilter(row("claimable", 3), "claimable", now)).toBe(true);
    expect(matchesFilter(row("expired", -1), "all", now)).toBe(true);
    expect(matchesFilter(row("locked", 3), "available", now)).toBe(true);
    expect(matchesFilter(row("locked", -1), "available", now)).toBe(false);
    expect(matchesFilter(row("swapped", 3), "available", now)).toBe(false);
    expect(matchesFilter(row("locked", 3, 100), "swappable", now)).toBe(true);
    expect(matchesFilter(row("locked", 3, 99), "swappable", now)).toBe(false);
    const rows = [row("locked", 3, 0, 10), row("claimable", 20, 100, 5), row("expired", -2, 0, 7), row("swapped", 1, 100, 3)];
    expect(totalIn(rows, "available", now)).toBe(U(15));
    expect(totalIn(rows, "swappable", now)).toBe(U(5));
    expect(totalIn(rows, "expiring", now)).toBe(U(10));
    expect(totalIn(rows, "locked", now)).toBe(U(10));
    expect(totalIn(rows, "expired", now)).toBe(U(7));
  });
});
