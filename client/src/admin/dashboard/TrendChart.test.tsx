import { describe, expect, it } from "vitest";
import { valueAxisProps } from "./TrendChart.js";

describe("trend chart value axis", () => {
  it("asks whole-number ticks for counts and allows fractions for amounts", () => {
    expect(valueAxisProps(true, String).allowDecimals).toBe(false);
    expect(valueAxisProps(false, String).allowDecimals).toBe(true);
    expect(valueAxisProps(true, (v) => `${v} players`).tickFormatter(3)).toBe("3 players");
  });
});
