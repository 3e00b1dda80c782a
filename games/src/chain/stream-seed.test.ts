import { describe, expect, it } from "vitest";
import { keccakPacked, packed } from "./abi-packed.js";
import { foldPlayerSeed, streamClientSeed, ZERO_ENTROPY } from "./stream-seed.js";

// Vectors computed independently with ethers' solidityPackedKeccak256 (scripts/verify checks them live).
const closeBlockHash = `0x${"aa".repeat(32)}`;
const alice = { player: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", seed: `0x${"bb".repeat(32)}` };
const bob = { player: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC", seed: `0x${"cc".repeat(32)}` };

describe("a stream round's client seed", () => {
  it("folds the player seeds in log order into the close block's hash", () => {
    expect(streamClientSeed(closeBlockHash, [alice, bob])).toBe("0x9df40fed00b49d46af7ebb5d01a2346a7a3e8b248ef7c95bc609e39c01cac215");
    expect(streamClientSeed(closeBlockHash, [bob, alice])).not.toBe(streamClientSeed(closeBlockHash, [alice, bob]));
  });

  it("is keccak256(blockHash ‖ 0x00…00) when nobody sent a seed", () => {
    expect(streamClientSeed(closeBlockHash, [])).toBe("0xd4e804f1354b8536b910364132804434559ef187d3b44e1868ebcf9bee54434b");
  });

  it("packs each fold as bytes32 ‖ address ‖ bytes32 (84 bytes), address case not mattering", () => {
    const folded = foldPlayerSeed(ZERO_ENTROPY, alice);
    expect(folded).toBe(keccakPacked(new Uint8Array(32), packed.address(alice.player), packed.bytes32(alice.seed)));
    expect(foldPlayerSeed(ZERO_ENTROPY, { ...alice, player: alice.player.toLowerCase() })).toBe(folded);
  });

  it("refuses values of the wrong width", () => {
    expect(() => streamClientSeed("0x1234", [])).toThrow(RangeError);
    expect(() => streamClientSeed(closeBlockHash, [{ player: "0x1234", seed: alice.seed }])).toThrow("address must be 0x and 40 hex digits");
    expect(() => packed.uint16(65_536)).toThrow(RangeError);
    expect(() => packed.uint8(-1)).toThrow(RangeError);
    expect(packed.uint16(300)).toEqual(new Uint8Array([1, 44]));
  });
});
