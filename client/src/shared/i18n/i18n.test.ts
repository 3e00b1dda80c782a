// @vitest-environment node
import { describe, expect, it } from "vitest";
import { en } from "./en.js";
import { ja } from "./ja.js";
import { normalizeLocale } from "./locale.js";

describe("catalogues", () => {
  it("keep en and ja in step with the same keys and placeholders", () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(ja[key as keyof typeof en]), key).toEqual(placeholders(text));
      expect(ja[key as keyof typeof en].length, key).toBeGreaterThan(0);
    }
  });

  it("accepts only en or ja, anything else is en", () => {
    expect(normalizeLocale("ja")).toBe("ja");
    expect(normalizeLocale("fr")).toBe("en");
    expect(normalizeLocale(null)).toBe("en");
  });
});
