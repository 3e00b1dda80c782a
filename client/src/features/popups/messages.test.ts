// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../testing/catalogues.js";
import { popupsEn, popupsJa } from "./messages.js";

describe("the popups' catalogue", () => {
  it("keeps English and Japanese in step and holds every popup.* id their code uses", () => {
    checkPageCatalogue(popupsEn, popupsJa, { prefix: "popup.", dir: import.meta.dirname });
  });
});
