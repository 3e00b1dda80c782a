// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../../testing/catalogues.js";
import { verifyDecisionEn } from "./en.js";
import { verifyDecisionJa } from "./ja.js";

describe("the hold'em and blackjack verify catalogue", () => {
  it("keeps English and Japanese in step and holds every verifyDecision.* id the verify view names", () => {
    checkPageCatalogue(verifyDecisionEn, verifyDecisionJa, { prefix: "verifyDecision.", dir: new URL("..", import.meta.url).pathname });
  });
});
