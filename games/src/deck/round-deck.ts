import { freshCards, type Card } from "../cards/cards.js";
import { requireBytes32, type Hex32 } from "../chain/abi-packed.js";
import { FairRng } from "../rng/fair-rng.js";
import { commitment } from "../rng/seeds.js";
import { merkleLayers, merkleProof } from "../shoe/merkle.js";
import { shoeLeaf, shoeSalt } from "../shoe/salted-leaves.js";
import type { CardProof } from "../shoe/shoe-commitment.js";

/** Decks a decision game's round deals from: casino hold'em one, blackjack eight. */
export const ROUND_DECKS = { holdem: 1, blackjack: 8 } as const;

/** The stream label of a round's deck: the round's cards never share a stream with anything else. */
export const roundDeckLabel = (roundId: number | string | bigint) => `deck:${roundId}`;

/**
 * A round's own deck: Fisher–Yates of `decks` fresh decks (codes 0–51 in order, deck after deck)
 * on the stream (serverSeed, clientSeed, `deck:<roundId>`). No burn, no cut.
 */
export function roundDeckCards(serverSeed: string, clientSeed: string, roundId: number | string | bigint, decks: number): Card[] {
  return new FairRng(serverSeed, clientSeed, roundDeckLabel(roundId)).shuffle(freshCards(decks));
}

export interface RoundDeckCommitment {
  /** sha256(serverSeed), published when the round opens. */
  commitment: Hex32;
  /** The whole shuffled deck, position 0 first. */
  cards: Card[];
  salts: Hex32[];
  leaves: Hex32[];
  /** Published by the deal; the settle recomputes it from the revealed seed. */
  root: Hex32;
  proof(position: number): Hex32[];
  /** The card at `position` with its salt and proof, as `deal` and `nextWindow` take it. */
  cardProof(position: number): CardProof;
}

/**
 * The deck of one decision round committed card by card, exactly as shoes are: salt_p =
 * keccak256(serverSeed ‖ uint16 p), leaf = keccak256(uint16 p ‖ uint8 card ‖ salt), OpenZeppelin
 * sorted-pair tree. Both seeds are `0x` bytes32 (the client seed is the one the deal fixes).
 */
export function roundDeckCommitment(serverSeed: string, clientSeed: string, roundId: number | string | bigint, decks: number): RoundDeckCommitment {
  requireBytes32(serverSeed, "server seed");
  requireBytes32(clientSeed, "client seed");
  const cards = roundDeckCards(serverSeed, clientSeed, roundId, decks);
  const salts = cards.map((_, p) => shoeSalt(serverSeed, p));
  const leaves = cards.map((card, p) => shoeLeaf(p, card, salts[p]!));
  const layers = merkleLayers(leaves);
  const proof = (position: number) => merkleProof(layers, position);
  return {
    commitment: `0x${commitment(serverSeed)}`,
    cards,
    salts,
    leaves,
    root: layers.at(-1)![0]!,
    proof,
    cardProof: (position) => ({ card: cards[position]!, salt: salts[position]!, proof: proof(position) }),
  };
}
