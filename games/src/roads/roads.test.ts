import { describe, expect, it } from "vitest";
import { askRoad, beadRoad, bigEyeRoad, bigRoad, bigRoadColumns, derivedMarks, leadingTies, tableRoads, type Result, type RoadInput } from "./roads.js";

// Worked by hand: B B | P P P | B (tie) | P | B ×7 — the last column runs into a dragon tail.
const seq = "B B P P P B T P B B B B B B B".split(" ") as Result[];

describe("roads", () => {
  it("bead road lists every result down then across", () => {
    const bead = beadRoad(seq);
    expect(bead).toHaveLength(15);
    expect(bead[6]).toMatchObject({ col: 1, row: 0, value: "T" });
    expect(bead[14]).toMatchObject({ col: 2, row: 2, value: "B" });
  });

  it("big road marks ties on the previous cell and turns a long column into a dragon tail", () => {
    const cols = bigRoadColumns(seq);
    expect(cols.map((c) => c.length)).toEqual([2, 3, 1, 1, 7]);
    expect(cols[2]![0]).toMatchObject({ value: "B", ties: 1 });
    const cells = bigRoad(seq).map((c) => `${c.value.value}${c.col},${c.row}`);
    expect(cells).toEqual(["B0,0", "B0,1", "P1,0", "P1,1", "P1,2", "B2,0", "P3,0", "B4,0", "B4,1", "B4,2", "B4,3", "B4,4", "B4,5", "B5,5"]);
  });

  it("turns right early when the cell below is taken by an earlier tail", () => {
    const more = [...seq, ...("P P P P P P".split(" ") as Result[])];
    const last = bigRoad(more).slice(-6).map((c) => `${c.col},${c.row}`);
    expect(last).toEqual(["5,0", "5,1", "5,2", "5,3", "5,4", "6,4"]);
  });

  it("counts ties before the first result on the first cell", () => {
    expect(bigRoadColumns(["T", "T", "P"])).toMatchObject([[{ value: "P", ties: 2 }]]);
  });

  it("shows ties before any player or banker result: leadingTies, then on the first cell", () => {
    expect(leadingTies(["T", "T"])).toBe(2);
    expect(tableRoads(["T", "T"])).toMatchObject({ leadingTies: 2, bigRoad: [], beadRoad: [{ value: "T" }, { value: "T" }] });
    expect(leadingTies(["T", "T", "P", "T"])).toBe(2);
    expect(tableRoads(["T", "T", "P", "T"]).bigRoad).toMatchObject([{ col: 0, row: 0, value: { value: "P", ties: 3 } }]);
    expect(leadingTies(["B", "T"])).toBe(0);
  });

  it("carries player pair, banker pair and natural marks on bead road and big road cells", () => {
    const hands: RoadInput[] = [{ result: "B", playerPair: true }, { result: "T", bankerPair: true }, { result: "P", bankerPair: true, natural: true }, "P"];
    expect(beadRoad(hands)).toEqual([
      { col: 0, row: 0, value: "B", playerPair: true, bankerPair: false, natural: false },
      { col: 0, row: 1, value: "T", playerPair: false, bankerPair: true, natural: false },
      { col: 0, row: 2, value: "P", playerPair: false, bankerPair: true, natural: true },
      { col: 0, row: 3, value: "P", playerPair: false, bankerPair: false, natural: false },
    ]);
    // A tie's pairs show on the bead road only: a big road cell's dots belong to the hand it records.
    expect(bigRoad(hands).map((c) => c.value)).toEqual([
      { value: "B", ties: 1, playerPair: true, bankerPair: false, natural: false },
      { value: "P", ties: 0, playerPair: false, bankerPair: true, natural: true },
      { value: "P", ties: 0, playerPair: false, bankerPair: false, natural: false },
    ]);
  });

  it("gives every road and both ask roads at once, the same as each road alone", () => {
    const roads = tableRoads(seq);
    expect(roads.bigEyeBoy).toEqual(bigEyeRoad(seq));
    expect(roads.ask).toEqual({ B: askRoad(seq, "B"), P: askRoad(seq, "P") });
    expect(roads.cockroachPig.length).toBe(derivedMarks(seq, 3).length);
  });

  it("derives big eye boy, small road and cockroach pig marks as worked by hand", () => {
    expect(derivedMarks(seq, 1)).toEqual(["red", "blue", "blue", "blue", "red", "blue", "red", "red", "red", "red", "red"]);
    expect(derivedMarks(seq, 2)).toEqual(["blue", "blue", "blue", "red", "red", "red", "red", "red"]);
    expect(derivedMarks(seq, 3)).toEqual(["blue", "red", "red", "blue", "red", "red", "red"]);
  });

  it("starts each derived road at its first cell: big eye at column 2 row 2 or column 3 row 1", () => {
    expect(derivedMarks(["B", "P"], 1)).toEqual([]);
    expect(derivedMarks(["B", "P", "P"], 1)).toEqual(["blue"]); // column 2 row 2: column 1 has no row 2
    expect(derivedMarks(["B", "P", "B"], 1)).toEqual(["red"]); // column 3 row 1: columns 1 and 2 are equally deep
    expect(bigEyeRoad(seq)[0]).toEqual({ col: 0, row: 0, value: "red" });
  });

  it("asks what each derived road would show after a banker or a player result", () => {
    expect(askRoad(seq, "B")).toEqual({ bigEye: "red", small: "red", cockroach: "red" });
    expect(askRoad(seq, "P")).toEqual({ bigEye: "blue", small: "blue", cockroach: "blue" });
    expect(askRoad(["B"], "P")).toEqual({ bigEye: null, small: null, cockroach: null });
  });
});
