import { valueOf, type Card } from "../cards/cards.js";
import { Shoe } from "../cards/shoe.js";
import { requireBytes32, type Hex32 } from "../chain/abi-packed.js";
import { commitment } from "../rng/seeds.js";
import { merkleLayers, merkleProof, verifyMerkleProof } from "./merkle.js";
import { shoeLeaf, shoeSalt } from "./salted-leaves.js";

/** A card with what proves it, as `settleShoeRound` and `setShoeRoot` take it (the position follows from the order). */
export interface CardProof {
  card: Card;
  salt: Hex32;
  proof: Hex32[];
}

export interface ShoeCommitment {
  /** sha256(shoeSeed), published by `startShoe` before the shoe's entropy exists. */
  commitment: Hex32;
  /** The whole shuffled shoe, position 0 first. */
  cards: Card[];
  /** A round may start only while the position is below this. */
  cutIndex: number;
  /** Position 0 is shown, `valueOf(card 0)` more are discarded. */
  burnCount: number;
  /** The first dealt position (= burnCount). */
  firstPosition: number;
  salts: Hex32[];
  leaves: Hex32[];
  /** Merkle root over the leaves in position order, published by `setShoeRoot`. */
  root: Hex32;
  /** Siblings proving the leaf at `position` against `root`, bottom-up. */
  proof(position: number): Hex32[];
  /** The card at `position` with its salt and proof. */
  cardProof(position: number): CardProof;
}

/**
 * The continuing shoe a table deals from: the existing `Shoe` order (its stream, cut and burn)
 * with each position committed as a salted leaf of a Merkle tree. `shoeSeed` is the dealer's
 * committed secret, `shoeClientSeed` the hash of the block `startShoe` was mined in.
 */
export function shoeCommitment(shoeSeed: string, shoeClientSeed: string, shoeId: number): ShoeCommitment {
  requireBytes32(shoeSeed, "shoe seed");
  requireBytes32(shoeClientSeed, "shoe client seed");
  const shoe = new Shoe(shoeSeed, shoeClientSeed, shoeId);
  const cards = [...shoe.cards];
  const salts = cards.map((_, p) => shoeSalt(shoeSeed, p));
  const leaves = cards.map((card, p) => shoeLeaf(p, card, salts[p]!));
  const layers = merkleLayers(leaves);
  const burnCount = 1 + valueOf(cards[0]!);
  const proof = (position: number) => merkleProof(layers, position);
  return {
    commitment: `0x${commitment(shoeSeed)}`,
    cards,
    cutIndex: shoe.cutIndex,
    burnCount,
    firstPosition: burnCount,
    salts,
    leaves,
    root: layers.at(-1)![0]!,
    proof,
    cardProof: (position) => ({ card: cards[position]!, salt: salts[position]!, proof: proof(position) }),
  };
}

/** True when `card` with `salt` sits at `position` of the shoe whose root is `root` (as the contract checks). */
export function verifyCardProof(root: string, position: number, card: number, salt: string, proof: readonly string[]): boolean {
  try {
    return verifyMerkleProof(proof, root, shoeLeaf(position, card, salt));
  } catch (e) {
    if (e instanceof RangeError) return false;
    throw e;
  }
}
