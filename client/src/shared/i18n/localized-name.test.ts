import { describe, expect, it } from "vitest";
import { localizedName } from "./localized-name.js";

describe("localizedName", () => {
  it("shows the Japanese name on Japanese pages", () => {
    expect(localizedName("ja", { name: "Main hall", nameJa: "メインホール" })).toBe("メインホール");
  });

  it("falls back to the English name where the back office gave no Japanese one", () => {
    expect(localizedName("ja", { name: "Main hall", nameJa: null })).toBe("Main hall");
    expect(localizedName("ja", { name: "Main hall", nameJa: "" })).toBe("Main hall");
  });

  it("keeps the English name on English pages", () => {
    expect(localizedName("en", { name: "Main hall", nameJa: "メインホール" })).toBe("Main hall");
  });
});
