// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { chatEn } from "./en.js";
import { chatJa } from "./ja.js";

describe("table chat's catalogue", () => {
  it("keeps English and Japanese in step and holds every chat.* id the chat uses", () => {
    checkPageCatalogue(chatEn, chatJa, { prefix: "chat.", dir: new URL("..", import.meta.url).pathname });
  });
});
