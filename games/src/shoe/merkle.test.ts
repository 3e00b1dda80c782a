import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keccakPacked, packed } from "../chain/abi-packed.js";
import { hashPair, merkleLayers, merkleProof, processProof, verifyMerkleProof } from "./merkle.js";

const leaf = (i: number) => keccakPacked(packed.uint16(i));
const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString("hex")}`);

describe("sorted-pair Merkle tree (OpenZeppelin MerkleProof)", () => {
  it("hashes a pair in ascending order, so either order gives the same node", () => {
    const [a, b] = [leaf(1), leaf(2)];
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    expect(hashPair(a, b)).toBe(keccakPacked(packed.bytes32(lo), packed.bytes32(hi)));
    expect(hashPair(b, a)).toBe(hashPair(a, b));
    expect(hashPair(a.toUpperCase().replace("0X", "0x"), b)).toBe(hashPair(a, b));
  });

  it("carries an odd last node up unchanged and leaves it out of the proof", () => {
    const leaves = [0, 1, 2, 3, 4].map(leaf);
    const ab = hashPair(leaves[0]!, leaves[1]!);
    const cd = hashPair(leaves[2]!, leaves[3]!);
    const root = hashPair(hashPair(ab, cd), leaves[4]!);
    const layers = merkleLayers(leaves);
    expect(layers.map((l) => l.length)).toEqual([5, 3, 2, 1]);
    expect(layers[1]![2]).toBe(leaves[4]);
    expect(layers.at(-1)![0]).toBe(root);
    expect(merkleProof(layers, 4)).toEqual([hashPair(ab, cd)]);
    expect(merkleProof(layers, 2)).toEqual([leaves[3], ab, leaves[4]]);
    expect(verifyMerkleProof(merkleProof(layers, 4), root, leaves[4]!)).toBe(true);
  });

  it("makes a single leaf its own root with an empty proof, and refuses an empty tree", () => {
    expect(merkleLayers([leaf(7)]).at(-1)).toEqual([leaf(7)]);
    expect(merkleProof(merkleLayers([leaf(7)]), 0)).toEqual([]);
    expect(() => merkleLayers([])).toThrow(RangeError);
    expect(() => merkleProof(merkleLayers([leaf(7)]), 1)).toThrow("no leaf 1");
  });

  it("proves every leaf of any tree, and no proof survives a changed sibling", () => {
    fc.assert(
      fc.property(fc.array(hex32, { minLength: 1, maxLength: 40 }), fc.nat(), hex32, (leaves, pick, other) => {
        const layers = merkleLayers(leaves);
        const root = layers.at(-1)![0]!;
        for (let i = 0; i < leaves.length; i++) expect(processProof(merkleProof(layers, i), leaves[i]!)).toBe(root);
        const i = pick % leaves.length;
        const proof = merkleProof(layers, i);
        if (proof.length === 0) return;
        const j = pick % proof.length;
        fc.pre(other !== proof[j]);
        expect(verifyMerkleProof(proof.map((p, k) => (k === j ? other : p)), root, leaves[i]!)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it("fails a malformed hash instead of throwing", () => {
    expect(verifyMerkleProof(["0x1234"], leaf(1), leaf(2))).toBe(false);
    expect(verifyMerkleProof([], "nonsense", leaf(2))).toBe(false);
  });
});
