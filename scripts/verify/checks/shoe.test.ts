import { GameType } from "@sunrise/games";
import { describe, expect, it } from "vitest";
import { shoeRecord, table } from "../_test/recorded.js";
import { formatReport } from "../report.js";
import type { Section, ShoeChainRecord } from "./records.js";
import { checkShoe } from "./shoe.js";

const failed = (sections: Section[]) => sections.flatMap((s) => s.checks).filter((c) => !c.ok).map((c) => c.label);
const outcomesOf = (shoe: ShoeChainRecord) => new Map(shoe.rounds.map((r) => [r.roundId, r.cards]));

describe("checking a whole shoe", () => {
  for (const game of [GameType.BACCARAT, GameType.DRAGON_TIGER]) {
    it(`passes an honest revealed ${game === GameType.BACCARAT ? "baccarat" : "dragon tiger"} shoe: every round proven, the shuffle recomputed`, () => {
      const shoe = shoeRecord("all", game);
      const sections = checkShoe(table(game), shoe, outcomesOf(shoe));
      expect(failed(sections)).toEqual([]);
      const rounds = sections.find((s) => s.title === "Rounds")!;
      expect(rounds.checks).toHaveLength(shoe.rounds.length);
      expect(formatReport(sections).text).toMatch(/PASS: all \d+ checks hold$/);
    });
  }

  it("passes a shoe still dealing and says the shuffle waits for its reveal", () => {
    const shoe = shoeRecord(4);
    const sections = checkShoe(table(GameType.BACCARAT), shoe, outcomesOf(shoe));
    expect(failed(sections)).toEqual([]);
    expect(formatReport(sections).text).toContain("shoe 1 is not revealed yet");
  });

  it("fails a round whose outcome on chain differs, or whose cards are not the shuffle's", () => {
    const shoe = shoeRecord("all");
    const outcomes = outcomesOf(shoe);
    outcomes.set(2n, [...outcomes.get(2n)!].reverse());
    expect(failed(checkShoe(table(GameType.BACCARAT), shoe, outcomes))).toEqual([expect.stringMatching(/^round 2: positions 16–21 proven/)]);
    const rounds = structuredClone(shoe.rounds);
    rounds[4]!.salts[0] = rounds[4]!.salts[1]!;
    expect(failed(checkShoe(table(GameType.BACCARAT), { ...shoe, rounds }, outcomesOf(shoe)))).toEqual([expect.stringMatching(/^round 5: /)]);
  });

  it("fails a revealed shoe whose seed does not give its root", () => {
    const shoe = shoeRecord("all");
    const forged = { ...shoe, revealed: { serverSeed: `0x${"12".repeat(32)}` } };
    expect(failed(checkShoe(table(GameType.BACCARAT), forged, outcomesOf(shoe)))).toEqual(expect.arrayContaining(["shoe seed matches the commitment published at the start", "Merkle root of the shuffle matches the published root"]));
  });

  it("refuses a stream table, a missing shoe, and rounds dealt from an abandoned one", () => {
    const shoe = shoeRecord(2);
    expect(failed(checkShoe(table(GameType.ROULETTE), shoe, new Map()))).toEqual(["the table deals from a shoe"]);
    expect(failed(checkShoe(table(GameType.BACCARAT), { ...shoe, state: "none", rounds: [] }, new Map()))).toEqual(["the shoe exists"]);
    expect(failed(checkShoe(table(GameType.BACCARAT), { ...shoe, state: "abandoned", abandoned: true, rounds: [] }, new Map()))).toEqual([]);
    expect(failed(checkShoe(table(GameType.BACCARAT), { ...shoe, state: "abandoned", abandoned: true }, new Map()))).toEqual(["no round was dealt from an abandoned shoe"]);
  });
});
