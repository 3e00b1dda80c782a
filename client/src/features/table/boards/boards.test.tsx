import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { BaccaratBet, DragonTigerBet, MoneyWheelBet, SicBoBet } from "@sunrise/games";
import { BaccaratBoard } from "./BaccaratBoard.js";
import { DragonTigerBoard } from "./DragonTigerBoard.js";
import { MoneyWheelBoard } from "./MoneyWheelBoard.js";
import { SicBoBoard } from "./SicBoBoard.js";
import { betButton, renderBoard } from "./test-board.js";

const click = (name: string) => fireEvent.click(betButton(name));
const none = (kind: number) => ({ kind, numbers: [] });

describe("the baccarat board", () => {
  it("places player, banker, tie, both pairs, perfect pair, super 6 and every egalité at a no-commission table", () => {
    const { placed } = renderBoard(BaccaratBoard, { noCommission: true });
    for (const name of ["Player", "Banker", "Tie", "Player pair", "Banker pair", "Perfect pair", "Super 6", "Egalité 0", "Egalité 2", "Egalité 9"]) click(name);
    expect(placed()).toEqual([
      none(BaccaratBet.PLAYER), none(BaccaratBet.BANKER), none(BaccaratBet.TIE), none(BaccaratBet.PLAYER_PAIR), none(BaccaratBet.BANKER_PAIR),
      none(BaccaratBet.PERFECT_PAIR), none(BaccaratBet.SUPER_6), none(2100), none(2102), none(2109),
    ]);
    expect(betButton("Banker").textContent).toContain("6 pays 1:2");
  });

  it("offers no super 6 at a commission table, where the banker pays 0.95:1", () => {
    renderBoard(BaccaratBoard, { noCommission: false });
    expect(screen.queryByRole("button", { name: "Super 6" })).toBeNull();
    expect(betButton("Banker").textContent).toContain("0.95:1");
  });
});

describe("the dragon tiger board", () => {
  it("places dragon, tiger, tie and suited tie", () => {
    const { placed } = renderBoard(DragonTigerBoard);
    for (const name of ["Dragon", "Tiger", "Tie", "Suited tie"]) click(name);
    expect(placed()).toEqual([none(DragonTigerBet.DRAGON), none(DragonTigerBet.TIGER), none(DragonTigerBet.TIE), none(DragonTigerBet.SUITED_TIE)]);
  });
});

describe("the money wheel board", () => {
  it("places each of its six numbers", () => {
    const { placed } = renderBoard(MoneyWheelBoard);
    for (const n of [1, 2, 5, 10, 20, 40]) click(`Number ${n}`);
    expect(placed()).toEqual([MoneyWheelBet.N1, MoneyWheelBet.N2, MoneyWheelBet.N5, MoneyWheelBet.N10, MoneyWheelBet.N20, MoneyWheelBet.N40].map(none));
  });
});

describe("the sic bo board", () => {
  it("places small, big, any triple, a specific triple, a double, a total, a combination and a single", () => {
    const { placed } = renderBoard(SicBoBoard);
    for (const name of ["Small", "Big", "Any triple", "Triple 5", "Double 2", "Total 4", "Total 17", "Dice 3 and 6", "Single 1"]) click(name);
    expect(placed()).toEqual([
      none(SicBoBet.SMALL), none(SicBoBet.BIG), none(SicBoBet.ANY_TRIPLE), { kind: SicBoBet.SPECIFIC_TRIPLE, numbers: [5] }, { kind: SicBoBet.DOUBLE, numbers: [2] },
      { kind: SicBoBet.TOTAL, numbers: [4] }, { kind: SicBoBet.TOTAL, numbers: [17] }, { kind: SicBoBet.COMBINATION, numbers: [3, 6] }, { kind: SicBoBet.SINGLE, numbers: [1] },
    ]);
  });

  it("lays out the whole standard board: 6 triples, 6 doubles, 14 totals, 15 combinations, 6 singles", () => {
    const { container } = renderBoard(SicBoBoard);
    const count = (kind: number) => container.querySelectorAll(`[data-spot^="${kind}:"]`).length;
    expect([SicBoBet.SPECIFIC_TRIPLE, SicBoBet.DOUBLE, SicBoBet.TOTAL, SicBoBet.COMBINATION, SicBoBet.SINGLE].map(count)).toEqual([6, 6, 14, 15, 6]);
  });
});
