// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatToken, parseToken } from "./token.js";

describe("token amounts", () => {
  it("formats units with grouping and trimmed decimals", () => {
    expect(formatToken(100_000_000_000n)).toBe("100,000");
    expect(formatToken("85500000")).toBe("85.5");
    expect(formatToken(1n, 6)).toBe("0.000001");
    expect(formatToken(20_000_000_000_000n)).toBe("20,000,000");
  });

  it("parses decimal text exactly, beyond float precision", () => {
    expect(parseToken("85")).toEqual({ ok: true, units: 85_000_000n });
    expect(parseToken("19999999.999999")).toEqual({ ok: true, units: 19_999_999_999_999n });
    expect(parseToken("1,000.5")).toEqual({ ok: true, units: 1_000_500_000n });
  });

  it("refuses more than 6 decimals, signs and exponents", () => {
    for (const bad of ["1.0000001", "-5", "1e3", "", "abc", "1.2.3"]) expect(parseToken(bad).ok, bad).toBe(false);
  });
});
