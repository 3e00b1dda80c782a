import { describe, expect, it } from "vitest";
import { cardOf } from "../cards/cards.js";
import type { BaccaratOutcome } from "../games/baccarat.js";
import { dealTableRound } from "../table-round.js";
import { baccaratRoadHand, roadHandOf, tableRoads } from "./table-roads.js";

const c = cardOf;
const hand = (player: number[], banker: number[], playerTotal: number, bankerTotal: number, winner: BaccaratOutcome["winner"]): BaccaratOutcome => ({ player, banker, playerTotal, bankerTotal, winner });

describe("road hands from outcomes", () => {
  it("marks a baccarat player pair, banker pair and natural from the first two cards", () => {
    expect(baccaratRoadHand(hand([c(4, 0), c(4, 2)], [c(9, 1), c(13, 3)], 8, 9, "banker"))).toEqual({ result: "B", playerPair: true, bankerPair: false, natural: true });
    // Both stand on two cards without an 8 or 9: no natural; a third card never makes a pair.
    expect(baccaratRoadHand(hand([c(3, 0), c(4, 2)], [c(12, 1), c(12, 3)], 7, 0, "player"))).toEqual({ result: "P", playerPair: false, bankerPair: true, natural: false });
    expect(baccaratRoadHand(hand([c(2, 0), c(1, 2), c(2, 1)], [c(5, 1), c(1, 3), c(9, 0)], 5, 5, "tie"))).toMatchObject({ result: "T", playerPair: false, natural: false });
  });

  it("reads indexed results of baccarat and dragon tiger and ignores other games", () => {
    const seeds = (roundId: number) => ({ serverSeed: `0x${"11".repeat(32)}`, clientSeed: `0x${"22".repeat(32)}`, roundId });
    const bac = dealTableRound(2, seeds(1))!;
    expect(roadHandOf(bac)).toEqual(baccaratRoadHand(bac as unknown as BaccaratOutcome));
    const dt = dealTableRound(5, seeds(1))!;
    const winner = (dt as unknown as { winner: string }).winner;
    expect(roadHandOf(dt)).toEqual({ result: winner === "dragon" ? "B" : winner === "tiger" ? "P" : "T" });
    expect(roadHandOf(dealTableRound(1, seeds(1))!)).toBeNull();
  });

  it("draws a whole shoe of dealt rounds with pair dots on the bead road and big road", () => {
    const hands = Array.from({ length: 60 }, (_, i) => roadHandOf(dealTableRound(2, { serverSeed: `0x${"ab".repeat(32)}`, clientSeed: `0x${"cd".repeat(32)}`, roundId: i + 1 })!)!);
    expect(hands.filter((h) => h.playerPair).length).toBeGreaterThan(0);
    const roads = tableRoads(hands);
    expect(roads.beadRoad).toHaveLength(60);
    expect(roads.beadRoad.filter((b) => b.playerPair).length).toBe(hands.filter((h) => h.playerPair).length);
    const decisive = hands.filter((h) => h.result !== "T");
    expect(roads.bigRoad.map((cell) => cell.value.playerPair)).toEqual(decisive.map((h) => h.playerPair));
  });
});
