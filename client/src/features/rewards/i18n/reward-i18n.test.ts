// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../../testing/catalogues.js";
import { rewardEn } from "./en.js";
import { rewardJa } from "./ja.js";

describe("reward page's catalogue", () => {
  it("keeps English and Japanese in step and holds every reward.* id the page uses", () => {
    checkPageCatalogue(rewardEn, rewardJa, { prefix: "reward.", dir: new URL("..", import.meta.url).pathname });
  });
});
