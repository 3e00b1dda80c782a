// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatNumber, formatUnits } from "./number.js";

describe("SPEC §5 number formats", () => {
  it("shows token units short, long, usd and usd-long with bigint math", () => {
    const units = 1_234_567_891n; // 1,234.567891 SUSD
    expect(formatUnits(units, "short")).toBe("1,234.56");
    expect(formatUnits(units, "long")).toBe("1,234.567891");
    expect(formatUnits(units, "usd")).toBe("$1,234.56");
    expect(formatUnits(units, "usd-long")).toBe("$1,234.567891");
    expect(formatUnits(-2_500_000n, "usd")).toBe("-$2.50");
    expect(formatUnits(3_000_000n, "usd")).toBe("$3.00");
    // Beyond a float's exact integers, still exact.
    expect(formatUnits(123_456_789_012_345_678_901n, "long")).toBe("123,456,789,012,345.678901");
  });

  it("shows zero and anything below 1e-5 as '-'", () => {
    expect(formatUnits(0n)).toBe("-");
    expect(formatUnits("9", "usd")).toBe("-");
    expect(formatUnits(-9n, "long")).toBe("-");
    expect(formatUnits(10n, "long")).toBe("0.00001");
    expect(formatNumber(0)).toBe("-");
    expect(formatNumber(0.000009, "long")).toBe("-");
  });

  it("shows percentages, with zero and below 1e-5 as '0%'", () => {
    expect(formatNumber(0.123456, "percent")).toBe("12.35%");
    expect(formatNumber(0.123456, "percent-short")).toBe("12%");
    expect(formatNumber(0, "percent")).toBe("0%");
    expect(formatNumber(0.000001, "percent-short")).toBe("0%");
    expect(formatNumber(1.5, "percent")).toBe("150%");
  });

  it("shows plain numbers short, long and in dollars", () => {
    expect(formatNumber(1234.5678)).toBe("1,234.57");
    expect(formatNumber(1234.5678, "long")).toBe("1,234.5678");
    expect(formatNumber(1234.5, "usd")).toBe("$1,234.50");
    expect(formatNumber(-0.25, "usd-long")).toBe("-$0.25");
  });
});
