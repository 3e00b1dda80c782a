// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { usdcEn, usdcJa } from "./messages.js";

describe("the USDC catalogue", () => {
  it("keeps English and Japanese in step and holds every usdc.* id its code uses", () => {
    checkPageCatalogue(usdcEn, usdcJa, { prefix: "usdc.", dir: import.meta.dirname });
  });
});
