import { describe, expect, it } from "vitest";
import { susd } from "./amounts.js";

describe("susd", () => {
  it("shows token units as grouped SUSD with only the decimals it needs", () => {
    expect(susd("5000000")).toBe("5 SUSD");
    expect(susd("4500000000")).toBe("4,500 SUSD");
    expect(susd(2_500_000n)).toBe("2.5 SUSD");
    expect(susd("1234567890123")).toBe("1,234,567.890123 SUSD");
    expect(susd(-1_500_000n)).toBe("-1.5 SUSD");
  });
});
