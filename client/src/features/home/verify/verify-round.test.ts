// @vitest-environment node
import { describe, expect, it } from "vitest";
import { commitment, dealTableRound } from "@sunrise/games";
import { checkRound, sameJson } from "./verify-round.js";

const serverSeed = `0x${"5e".repeat(32)}`;
const clientSeed = `0x${"c1".repeat(32)}`;
const recorded = JSON.parse(JSON.stringify(dealTableRound(2, { serverSeed, clientSeed, roundId: 9 }))) as Record<string, unknown>;
const round = { gameType: 2, roundId: 9, commitment: `0x${commitment(serverSeed)}`, serverSeed, clientSeed, result: recorded };

describe("checking a round in the browser", () => {
  it("accepts an honest round, whatever order the stored result's keys are in", () => {
    const reordered = Object.fromEntries(Object.entries(recorded).reverse());
    expect(checkRound({ ...round, result: reordered })).toMatchObject({ commitmentOk: true, resultOk: true });
  });

  it("catches a seed that is not the committed one and a result that is not the deal", () => {
    expect(checkRound({ ...round, serverSeed: `0x${"5f".repeat(32)}` }).commitmentOk).toBe(false);
    expect(checkRound({ ...round, result: { ...recorded, winner: recorded.winner === "banker" ? "player" : "banker" } }).resultOk).toBe(false);
    expect(checkRound({ ...round, roundId: 10 }).resultOk).toBe(false);
  });

  it("compares JSON deeply", () => {
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
