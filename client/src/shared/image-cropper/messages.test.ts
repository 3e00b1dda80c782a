// @vitest-environment node
import { describe, it } from "vitest";
import { checkPageCatalogue } from "../../testing/catalogues.js";
import { imageEn, imageJa } from "./messages.js";

describe("the cropper's catalogue", () => {
  it("keeps English and Japanese in step and holds every image.* id its code uses", () => {
    checkPageCatalogue(imageEn, imageJa, { prefix: "image.", dir: import.meta.dirname });
  });
});
