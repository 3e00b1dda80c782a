import { describe, expect, it } from "vitest";
import { percentile } from "./stats.js";

describe("percentile", () => {
  it("uses the nearest rank", () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it("refuses an empty sample", () => {
    expect(() => percentile([], 50)).toThrow();
  });
});
