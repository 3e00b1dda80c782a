// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { affiliateEn } from "./en.js";
import { affiliateJa } from "./ja.js";

describe("affiliate page's catalogue", () => {
  it("keeps English and Japanese in step and holds every affiliate.* id the page uses", () => {
    checkPageCatalogue(affiliateEn, affiliateJa, { prefix: "affiliate.", dir: new URL("..", import.meta.url).pathname });
  });
});
