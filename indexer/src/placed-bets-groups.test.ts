import { describe, expect, it } from "vitest";
import { PlacedBets } from "./placed-bets.js";

describe("PlacedBets", () => {
  it("sums interleaved players' bets per round, table, player and UTC day, groups in order of their first bets", () => {
    const bets = new PlacedBets();
    const beforeMidnight = new Date("2031-03-12T23:59:59.000Z");
    const afterMidnight = new Date("2031-03-13T00:00:01.000Z");
    bets.add("t:1", 1, "0xa", 5n, beforeMidnight);
    bets.add("t:1", 1, "0xa", 7n, beforeMidnight);
    bets.add("t:1", 1, "0xb", 2n ** 60n, beforeMidnight);
    bets.add("t:1", 1, "0xa", 1n, beforeMidnight); // back to a's group
    bets.add("t:1", 1, "0xa", 3n, afterMidnight); // same round, the next day: a group of its own
    bets.add("t:2", 1, "0xa", 11n, afterMidnight);
    bets.add("t:1", 2, "0xa", 13n, beforeMidnight); // the same round key under another table id
    bets.add("t:1", 1, "0xb", 2n ** 60n, beforeMidnight);
    expect(bets.size).toBe(5);
    expect(bets.columns()).toEqual({
      roundKey: ["t:1", "t:1", "t:1", "t:2", "t:1"],
      tableId: [1, 1, 1, 1, 2],
      player: ["0xa", "0xb", "0xa", "0xa", "0xa"],
      bets: [3, 2, 1, 1, 1],
      amount: ["13", (2n ** 61n).toString(), "3", "11", "13"],
      firstAt: [beforeMidnight, beforeMidnight, afterMidnight, afterMidnight, beforeMidnight].map((d) => d.toISOString()),
    });
  });
});
