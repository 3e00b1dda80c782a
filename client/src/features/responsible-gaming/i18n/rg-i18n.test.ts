// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { rgEn } from "./en.js";
import { rgJa } from "./ja.js";

describe("the responsible gaming catalogue", () => {
  it("keeps English and Japanese in step and holds every rg.* id the feature uses", () => {
    checkPageCatalogue(rgEn, rgJa, { prefix: "rg.", dir: new URL("..", import.meta.url).pathname });
  });
});
