// @vitest-environment node
import { describe, expect, it } from "vitest";
import { streamClose, streamRound } from "../fairness-test-kit.js";
import { sameJson } from "./same-json.js";
import { verifyStreamRound } from "./stream-checks.js";

const failed = (v: { checks: { key: string; ok: boolean }[] }) => v.checks.filter((c) => !c.ok).map((c) => c.key);

describe("a stream round checked in the browser", () => {
  it("accepts an honest round: commitment, the player seeds folded into the close's hash, the chain's client seed, the deal and the contract's outcome", () => {
    const r = streamRound();
    const v = verifyStreamRound(r, streamClose());
    expect(v.checks.map((c) => c.key)).toEqual(["commitment", "client-seed", "chain-client-seed", "result", "outcome"]);
    expect(failed(v)).toEqual([]);
    expect(v.clientSeed).toBe(r.clientSeed);
    expect(v.checks[1]!.values).toEqual({ count: 2 });
  });

  it("accepts the stored result whatever order its keys are in", () => {
    const r = streamRound();
    expect(failed(verifyStreamRound({ ...r, result: Object.fromEntries(Object.entries(r.result).reverse()) }, streamClose()))).toEqual([]);
  });

  it("catches a seed that is not the committed one, a dropped or reordered player seed, a result or outcome that is not the deal", () => {
    const r = streamRound();
    const close = streamClose();
    expect(failed(verifyStreamRound({ ...r, serverSeed: `0x${"7b".repeat(32)}` }, close))).toEqual(["commitment", "result", "outcome"]);
    expect(failed(verifyStreamRound({ ...r, playerSeeds: r.playerSeeds.slice(1) }, close))).toEqual(["client-seed"]);
    expect(failed(verifyStreamRound({ ...r, playerSeeds: [...r.playerSeeds].reverse() }, close))).toEqual(["client-seed"]);
    expect(failed(verifyStreamRound({ ...r, result: { ...r.result, number: (Number(r.result.number) + 1) % 37 } }, close))).toEqual(["result"]);
    expect(failed(verifyStreamRound({ ...r, outcome: [(r.outcome[0]! + 1) % 37] }, close))).toEqual(["outcome"]);
    expect(failed(verifyStreamRound({ ...r, roundId: 13 }, close))).toEqual(["result", "outcome"]);
  });

  it("catches an API whose client seed is not the one the contract holds", () => {
    expect(failed(verifyStreamRound(streamRound(), { ...streamClose(), clientSeed: `0x${"99".repeat(32)}` }))).toEqual(["chain-client-seed"]);
  });

  it("checks no fold without the close from the chain, and fails a malformed hash instead of throwing", () => {
    const r = streamRound();
    expect(verifyStreamRound(r, null).checks.map((c) => c.key)).toEqual(["commitment", "result", "outcome"]);
    expect(failed(verifyStreamRound(r, { ...streamClose(), closeBlockHash: "0x12" }))).toEqual(["client-seed"]);
  });

  it("compares JSON deeply", () => {
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
