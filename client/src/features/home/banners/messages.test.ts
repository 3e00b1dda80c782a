// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { bannersEn, bannersJa } from "./messages.js";

describe("the lobby banners' catalogue", () => {
  it("keeps English and Japanese in step and holds every banners.* id their code uses", () => {
    checkPageCatalogue(bannersEn, bannersJa, { prefix: "banners.", dir: import.meta.dirname });
  });
});
