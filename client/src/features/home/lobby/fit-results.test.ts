// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CHIP, chipWidth, fitResults } from "./fit-results.js";

const twelve = Array.from({ length: 12 }, (_, i) => String(i + 1)); // "1".."12"

describe("results that fit a card", () => {
  it("shows every result when they all fit", () => {
    expect(fitResults(["7", "12", "0"], 500)).toEqual({ shown: 3, rest: 0 });
  });

  it("shows as many as fit beside a +N chip that counts the rest", () => {
    const { shown, rest } = fitResults(twelve, 150);
    expect(shown + rest).toBe(12);
    expect(rest).toBeGreaterThan(0);
    const used = twelve.slice(0, shown).reduce((s, t) => s + chipWidth(t) + CHIP.gap, 0) + chipWidth(`+${rest}`);
    expect(used).toBeLessThanOrEqual(150);
    // one more chip would not fit beside its +N
    const more = twelve.slice(0, shown + 1).reduce((s, t) => s + chipWidth(t) + CHIP.gap, 0) + chipWidth(`+${rest - 1}`);
    expect(more).toBeGreaterThan(150);
  });

  it("widens chips with longer text (money wheel 20×2) and shows only +N when nothing else fits", () => {
    expect(chipWidth("20×2")).toBeGreaterThan(chipWidth("7"));
    expect(fitResults(twelve, 30)).toEqual({ shown: 0, rest: 12 });
  });

  it("shows a few before the strip has been measured", () => {
    expect(fitResults(twelve, 0)).toEqual({ shown: 8, rest: 4 });
  });
});
