// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cardOf } from "@sunrise/games";
import { roadsOf } from "./roads-view.js";

const hand = (pair: boolean) => (pair ? [cardOf(5, 0), cardOf(5, 1)] : [cardOf(5, 0), cardOf(6, 1)]);
const bac = (winner: string, playerPair = false, bankerPair = false) => ({
  game: "baccarat", winner, player: hand(playerPair), banker: bankerPair ? [cardOf(2, 0), cardOf(2, 2)] : [cardOf(2, 0), cardOf(9, 2)], playerTotal: 0, bankerTotal: 0,
});

describe("roads from the table's results", () => {
  it("reads results oldest first, marks pairs on the bead road and on the big road, and counts ties on the big road", () => {
    const r = roadsOf([bac("tie"), bac("banker", false, true), bac("banker", true), bac("player")]);
    expect(r.beadRoad.map((c) => c.value)).toEqual(["P", "B", "B", "T"]);
    expect(r.beadRoad[1]!.playerPair).toBe(true);
    expect(r.bigRoad.map((c) => [c.col, c.row, c.value.value, c.value.ties])).toEqual([[0, 0, "P", 0], [1, 0, "B", 0], [1, 1, "B", 1]]);
    expect(r.bigRoad.map((c) => [c.value.playerPair, c.value.bankerPair])).toEqual([[false, false], [true, false], [false, true]]);
  });

  it("counts ties before the first result on the first cell, and shows them while the big road is still empty", () => {
    expect(roadsOf([bac("tie"), bac("tie")]).leadingTies).toBe(2);
    expect(roadsOf([bac("tie"), bac("tie")]).bigRoad).toEqual([]);
    const r = roadsOf([bac("player"), bac("tie"), bac("tie")]);
    expect(r.bigRoad[0]!.value.ties).toBe(2);
  });

  it("treats dragon as the red side and tiger as the blue one, and asks what a next result would add", () => {
    const dt = ["dragon", "tiger", "dragon", "dragon", "tiger", "tiger", "dragon"].map((winner) => ({ game: "dragon tiger", winner })).reverse();
    const r = roadsOf(dt);
    expect(r.bigRoad[0]!.value.value).toBe("B");
    expect(r.bigEyeBoy.length).toBeGreaterThan(0);
    expect(r.ask.B.bigEye).not.toBeNull();
    expect(r.ask.P.bigEye).not.toBe(r.ask.B.bigEye);
  });
});
