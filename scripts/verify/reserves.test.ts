import { describe, expect, it } from "vitest";
import { formatReserves, usd } from "./reserves.js";

const r = (over: Partial<Parameters<typeof formatReserves>[0]> = {}) => ({
  usdcInVault: 700_000_000n, usdcInReserve: 400_000_000n, usdcHeld: 1_100_000_000n, assetSusdSupply: 600_000_000n, gameSusdSupply: 300_000_000n,
  susdInFlight: 100_000_000n, withdrawalsOutstanding: 100_000_000n, liabilities: 1_100_000_000n, surplus: 0n, holds: true, assetBlock: 12, gameBlock: 34, ...over,
});

describe("verify --reserves output", () => {
  it("prints token units exactly, with thousands separators and a sign", () => {
    expect(usd(20_000_000_123_456n)).toBe("20,000,000.123456");
    expect(usd(-85_000_000n)).toBe("-85.000000");
    expect(usd(0n)).toBe("0.000000");
  });

  it("prints both sides and says PASS when they hold, FAIL when not", () => {
    const ok = formatReserves(r());
    expect(ok).toContain("asset chain block 12, game chain block 34");
    expect(ok).toMatch(/SUSD in flight between the bridges\s+100\.000000/);
    expect(ok.split("\n").at(-1)).toMatch(/^PASS/);
    expect(formatReserves(r({ surplus: -1n, holds: false })).split("\n").at(-1)).toMatch(/^FAIL/);
  });
});
