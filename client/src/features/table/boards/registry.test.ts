// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BaccaratBet, cardOf } from "@sunrise/games";
import { winningSpots } from "./registry.js";

describe("winning spots", () => {
  it("lights every roulette spot that covers the number, and none that does not", () => {
    const won = winningSpots(1, { game: "roulette", number: 17, color: "black" });
    for (const key of ["1001:17", "1002:17-20", "1002:14-17", "1003:16-17-18", "1005:13-14-15-16-17-18", "1006:2", "1007:2", "1009:", "1010:", "1012:"]) expect(won.has(key), key).toBe(true);
    for (const key of ["1001:0", "1008:", "1011:", "1013:", "1006:1"]) expect(won.has(key), key).toBe(false);
  });

  it("lights sic bo's total, singles and combination for a throw, not a push", () => {
    const won = winningSpots(4, { game: "sic bo", dice: [2, 3, 6], total: 11, triple: false });
    expect([...won].sort()).toEqual(["4001:", "4006:2-3", "4006:2-6", "4006:3-6", "4007:2", "4007:3", "4007:6", "4008:11"].sort());
    expect(winningSpots(5, { game: "dragon tiger", dragon: 0, tiger: 13, winner: "tie", suitedTie: false }).has("5001:")).toBe(false);
  });

  it("lights super 6 for a banker win on six only at a no-commission table", () => {
    const bankerSix = { game: "baccarat", player: [cardOf(2, 0), cardOf(3, 1)], banker: [cardOf(6, 2), cardOf(10, 3)], playerTotal: 5, bankerTotal: 6, winner: "banker" };
    const superSix = `${BaccaratBet.SUPER_6}:`;
    expect(winningSpots(2, bankerSix, true).has(superSix)).toBe(true);
    expect(winningSpots(2, bankerSix, true).has(`${BaccaratBet.BANKER}:`)).toBe(true);
    expect(winningSpots(2, bankerSix, false).has(superSix)).toBe(false);
  });
});
