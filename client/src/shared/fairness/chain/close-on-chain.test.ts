// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeGameChain } from "../fairness-test-kit.js";
import { readCloseOnChain } from "./close-on-chain.js";

const TABLE = "0x00000000000000000000000000000000000000aa";
const hex32 = (b: string) => `0x${b.repeat(32)}`;

describe("reading a round's close from the game chain", () => {
  it("takes the close block from the contract's round, then that block's hash", async () => {
    const { provider, calls } = fakeGameChain({ closedBlock: 812, clientSeed: hex32("C5"), blockHash: hex32("Be") });
    expect(await readCloseOnChain(provider, TABLE, 12)).toEqual({ closedBlock: 812, closeBlockHash: hex32("be"), clientSeed: hex32("c5") });
    expect(calls).toEqual([`${TABLE}:rounds(12)`]);
  });

  it("has nothing to read for a round that never closed, and fails when the chain does", async () => {
    expect(await readCloseOnChain(fakeGameChain({ closedBlock: 0 }).provider, TABLE, 12)).toBeNull();
    await expect(readCloseOnChain(fakeGameChain({ down: true }).provider, TABLE, 12)).rejects.toThrow("Chain unavailable");
  });
});
