// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chipTone, shortAmount } from "./chips.js";

const U = 1_000_000n;

describe("chip stacks", () => {
  it("show the largest chip of the amount", () => {
    expect(chipTone(1n * U)).toBe("1");
    expect(chipTone(7n * U)).toBe("5");
    expect(chipTone(45n * U)).toBe("40");
    expect(chipTone(250n * U)).toBe("plaque");
  });

  it("write the amount in a few characters", () => {
    expect(shortAmount(15n * U)).toBe("15");
    expect(shortAmount(2_500_000n)).toBe("2.5");
    expect(shortAmount(1_250n * U)).toBe("1.2K");
    expect(shortAmount(3_000_000n * U)).toBe("3M");
  });
});
