import { keccakPacked, packed, type Hex32 } from "../chain/abi-packed.js";

/** Inner node of OpenZeppelin's `MerkleProof`: keccak256 of the two children in ascending byte order. */
export function hashPair(a: string, b: string): Hex32 {
  const [lo, hi] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
  return keccakPacked(packed.bytes32(lo), packed.bytes32(hi));
}

/**
 * Every layer of the tree, leaves first, root last. Pairs are taken in order; an odd last node is
 * carried up unchanged.
 */
export function merkleLayers(leaves: readonly string[]): Hex32[][] {
  if (leaves.length === 0) throw new RangeError("a Merkle tree needs at least one leaf");
  const layers: Hex32[][] = [leaves.map((l) => l.toLowerCase() as Hex32)];
  for (let layer = layers[0]!; layer.length > 1; ) {
    const next: Hex32[] = [];
    for (let i = 0; i < layer.length; i += 2) next.push(i + 1 < layer.length ? hashPair(layer[i]!, layer[i + 1]!) : layer[i]!);
    layers.push(next);
    layer = next;
  }
  return layers;
}

/** The siblings of leaf `index`, bottom-up; a level where the node was carried up adds none. */
export function merkleProof(layers: readonly (readonly Hex32[])[], index: number): Hex32[] {
  if (!Number.isInteger(index) || index < 0 || index >= layers[0]!.length) throw new RangeError(`no leaf ${index}`);
  const proof: Hex32[] = [];
  for (let level = 0, i = index; level < layers.length - 1; level++, i = Math.floor(i / 2)) {
    const sibling = layers[level]![i ^ 1];
    if (sibling !== undefined) proof.push(sibling);
  }
  return proof;
}

/** `MerkleProof.processProof`: fold the siblings into the leaf. */
export function processProof(proof: readonly string[], leaf: string): Hex32 {
  return proof.reduce<Hex32>((node, sibling) => hashPair(node, sibling), leaf.toLowerCase() as Hex32);
}

/** `MerkleProof.verify(proof, root, leaf)`; a malformed hash (not 32 bytes of hex) fails it. */
export function verifyMerkleProof(proof: readonly string[], root: string, leaf: string): boolean {
  try {
    return processProof(proof, leaf) === root.toLowerCase();
  } catch (e) {
    if (e instanceof RangeError) return false;
    throw e;
  }
}
