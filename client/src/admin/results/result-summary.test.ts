import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { adminEn } from "../i18n/en.js";
import { adminJa } from "../i18n/ja.js";
import { resultSummary } from "./result-summary.js";

const en = createIntl({ locale: "en", messages: adminEn });
const ja = createIntl({ locale: "ja", messages: adminJa });

describe("a round's result in the list", () => {
  it("names the decision games' outcome instead of their whole result", () => {
    // Cards 0–51, rank card % 13 + 1 (ace … king): 41 → 3, 2 → 3, 16 → 4, 38 → king.
    expect(resultSummary(en, { game: "blackjack", cards: [], dealer: [41, 2, 16, 38], player: [51, 4], dealerBlackjack: false })).toBe("dealer 20");
    expect(resultSummary(en, { game: "blackjack", dealer: [0, 12], dealerBlackjack: true })).toBe("dealer blackjack");
    expect(resultSummary(en, { game: "blackjack", dealer: [11, 12, 24], dealerBlackjack: false })).toBe("dealer 30 bust");
    expect(resultSummary(en, { game: "casino hold'em", winner: "player", dealerQualifies: false, board: [1, 2, 3, 4, 5] })).toBe("player · dealer does not qualify");
    expect(resultSummary(en, { game: "casino hold'em", winner: "dealer", dealerQualifies: true })).toBe("dealer");
  });

  it("says it in Japanese on Japanese pages", () => {
    expect(resultSummary(ja, { game: "roulette", number: 17, color: "black" })).toBe("17 黒");
    expect(resultSummary(ja, { game: "baccarat", winner: "banker", playerTotal: 5, bankerTotal: 8 })).toBe("バンカー 5–8");
    expect(resultSummary(ja, { game: "dragon tiger", winner: "tiger" })).toBe("タイガー");
    expect(resultSummary(ja, { game: "casino hold'em", winner: "player", dealerQualifies: false })).toBe("プレイヤー・ディーラー不成立");
    expect(resultSummary(ja, { game: "blackjack", dealer: [11, 12, 24], dealerBlackjack: false })).toBe("ディーラー 30 バスト");
  });

  it("keeps an unknown result short", () => {
    const text = resultSummary(en, { game: "future", cards: Array.from({ length: 40 }, (_, i) => i) });
    expect(text.length).toBe(40);
    expect(text.endsWith("…")).toBe(true);
  });
});
