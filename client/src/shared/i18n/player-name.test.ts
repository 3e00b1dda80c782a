import { describe, expect, it } from "vitest";
import { createIntl } from "react-intl";
import { en } from "./en.js";
import { ja } from "./ja.js";
import { playerName } from "./player-name.js";

describe("a player's name on the page", () => {
  it("is the default in the page's language until the player chooses one", () => {
    const japanese = createIntl({ locale: "ja", messages: ja });
    expect(playerName(japanese, "Guest")).toBe("ゲスト");
    expect(playerName(japanese, "")).toBe("ゲスト");
    expect(playerName(japanese, "Aiko")).toBe("Aiko");
    expect(playerName(createIntl({ locale: "en", messages: en }), "Guest")).toBe("Guest");
  });
});
