// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../testing/catalogues.js";
import { cashierEn } from "./i18n/en.js";
import { cashierJa } from "./i18n/ja.js";

describe("the cashier's catalogue", () => {
  it("keeps English and Japanese in step and holds every cashier.* id the code names", () => {
    checkPageCatalogue(cashierEn, cashierJa, { prefix: "cashier.", dir: new URL(".", import.meta.url).pathname });
  });
});
