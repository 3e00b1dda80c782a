// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { rankingEn } from "./en.js";
import { rankingJa } from "./ja.js";

describe("ranking page's catalogue", () => {
  it("keeps English and Japanese in step and holds every ranking.* id the page uses", () => {
    checkPageCatalogue(rankingEn, rankingJa, { prefix: "ranking.", dir: new URL("..", import.meta.url).pathname });
  });
});
