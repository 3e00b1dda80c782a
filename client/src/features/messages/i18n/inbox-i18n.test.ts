// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { inboxEn } from "./en.js";
import { inboxJa } from "./ja.js";

describe("messages pages' catalogue", () => {
  it("keeps English and Japanese in step and holds every inbox.* id the pages use", () => {
    checkPageCatalogue(inboxEn, inboxJa, { prefix: "inbox.", dir: new URL("..", import.meta.url).pathname });
  });
});
