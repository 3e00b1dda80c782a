// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { accountEn } from "./en.js";
import { accountJa } from "./ja.js";

describe("my page's catalogue", () => {
  it("keeps English and Japanese in step and holds every account.* id the page uses", () => {
    checkPageCatalogue(accountEn, accountJa, { prefix: "account.", dir: new URL("..", import.meta.url).pathname });
  });
});
