// The games engine hashes what Solidity's abi.encodePacked hashes: checked here against ethers, an independent implementation.
import { foldPlayerSeed, keccakPacked, merkleLayers, merkleProof, shoeCommitment, shoeLeaf, shoeSalt, streamClientSeed, ZERO_ENTROPY } from "@sunrise/games";
import { concat, keccak256, solidityPackedKeccak256, Wallet } from "ethers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString("hex")}`);
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Buffer.from(b).toString("hex")}`);
const sortedPair = (a: string, b: string) => keccak256(concat(a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]));

describe("the games engine's packed hashes equal ethers' solidityPackedKeccak256", () => {
  it("salts and leaves", () => {
    fc.assert(fc.property(hex32, fc.integer({ min: 0, max: 65_535 }), fc.integer({ min: 0, max: 51 }), (seed, p, card) => {
      const salt = solidityPackedKeccak256(["bytes32", "uint16"], [seed, p]);
      expect(shoeSalt(seed, p)).toBe(salt);
      expect(shoeLeaf(p, card, salt)).toBe(solidityPackedKeccak256(["uint16", "uint8", "bytes32"], [p, card, salt]));
    }));
  });

  it("the player-seed fold and the stream client seed", () => {
    fc.assert(fc.property(hex32, fc.array(fc.tuple(address, hex32), { maxLength: 5 }), (blockHash, seeds) => {
      let entropy = ZERO_ENTROPY as string;
      for (const [player, seed] of seeds) {
        const next = solidityPackedKeccak256(["bytes32", "address", "bytes32"], [entropy, player, seed]);
        expect(foldPlayerSeed(entropy, { player, seed })).toBe(next);
        entropy = next;
      }
      expect(streamClientSeed(blockHash, seeds.map(([player, seed]) => ({ player, seed })))).toBe(solidityPackedKeccak256(["bytes32", "bytes32"], [blockHash, entropy]));
    }));
    expect(foldPlayerSeed(ZERO_ENTROPY, { player: Wallet.createRandom().address, seed: ZERO_ENTROPY })).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("the README's vectors", () => {
    const aa = `0x${"aa".repeat(32)}`;
    expect(solidityPackedKeccak256(["bytes32", "bytes32"], [aa, ZERO_ENTROPY])).toBe(streamClientSeed(aa, []));
    expect(solidityPackedKeccak256(["bytes32", "uint16"], [`0x${"11".repeat(32)}`, 300])).toBe("0xdce8b82175c7dd24f6fdc9a6d3143e95ad7abe46e46a4aafc05952d5821eacf0");
    expect(keccakPacked()).toBe(keccak256("0x"));
  });

  it("a shoe's Merkle root, rebuilt with ethers' keccak256 over sorted pairs", () => {
    const shoe = shoeCommitment(`0x${"11".repeat(32)}`, `0x${"22".repeat(32)}`, 1);
    let layer: string[] = shoe.cards.map((card, p) => solidityPackedKeccak256(["uint16", "uint8", "bytes32"], [p, card, solidityPackedKeccak256(["bytes32", "uint16"], [`0x${"11".repeat(32)}`, p])]));
    expect(layer).toEqual(shoe.leaves);
    while (layer.length > 1) layer = Array.from({ length: Math.ceil(layer.length / 2) }, (_, i) => (layer[2 * i + 1] ? sortedPair(layer[2 * i]!, layer[2 * i + 1]!) : layer[2 * i]!));
    expect(layer[0]).toBe(shoe.root);
    const proof = merkleProof(merkleLayers(shoe.leaves), 415);
    expect(proof.reduce<string>((node, sibling) => sortedPair(node, sibling), shoe.leaves[415]!)).toBe(shoe.root);
  });
});
