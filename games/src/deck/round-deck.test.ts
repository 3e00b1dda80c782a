import { describe, expect, it } from "vitest";
import { freshCards } from "../cards/cards.js";
import { FairRng } from "../rng/fair-rng.js";
import { verifyCardProof } from "../shoe/shoe-commitment.js";
import { shoeLeaf, shoeSalt } from "../shoe/salted-leaves.js";
import { roundDeckCards, roundDeckCommitment } from "./round-deck.js";

const SERVER = `0x${"11".repeat(32)}`;
const CLIENT = `0x${"22".repeat(32)}`;

describe("a decision round's deck", () => {
  it("is the Fisher–Yates shuffle of fresh decks on the stream labelled deck:<roundId>", () => {
    expect(roundDeckCards(SERVER, CLIENT, 7, 1)).toEqual(new FairRng(SERVER, CLIENT, "deck:7").shuffle(freshCards(1)));
    const eight = roundDeckCards(SERVER, CLIENT, 7, 8);
    expect([...eight].sort((a, b) => a - b)).toEqual(freshCards(8).sort((a, b) => a - b));
    expect(roundDeckCards(SERVER, CLIENT, 8, 1)).not.toEqual(roundDeckCards(SERVER, CLIENT, 7, 1));
  });

  it("commits every position as a salted leaf of the shoes' tree, and proves each card against the root", () => {
    const deck = roundDeckCommitment(SERVER, CLIENT, 3, 1);
    expect(deck.cards).toHaveLength(52);
    expect(deck.salts[5]).toBe(shoeSalt(SERVER, 5));
    expect(deck.leaves[5]).toBe(shoeLeaf(5, deck.cards[5]!, deck.salts[5]!));
    for (const p of [0, 1, 4, 5, 6, 51]) {
      const { card, salt, proof } = deck.cardProof(p);
      expect(verifyCardProof(deck.root, p, card, salt, proof)).toBe(true);
      expect(verifyCardProof(deck.root, p + 1, card, salt, proof)).toBe(false);
      expect(verifyCardProof(deck.root, p, (card + 1) % 52, salt, proof)).toBe(false);
    }
    const shoeSized = roundDeckCommitment(SERVER, CLIENT, 3, 8);
    expect(verifyCardProof(shoeSized.root, 415, shoeSized.cards[415]!, shoeSized.salts[415]!, shoeSized.proof(415))).toBe(true);
  });

  it("takes the chain's bytes32 seeds only", () => {
    expect(() => roundDeckCommitment("seed", CLIENT, 1, 1)).toThrow("server seed must be 0x and 64 hex digits");
    expect(() => roundDeckCommitment(SERVER, "0x22", 1, 1)).toThrow("client seed must be 0x and 64 hex digits");
  });

  // The contract recomputes these on chain (contracts/test/decision-table-deck.test.ts checks the same values).
  it("matches the published test vectors", () => {
    const holdem = roundDeckCommitment(SERVER, CLIENT, 1, 1);
    expect(holdem.commitment).toBe("0x02d449a31fbb267c8f352e9968a79e3e5fc95c1bbeaa502fd6454ebde5a4bedc");
    expect(holdem.cards.slice(0, 9)).toEqual([44, 28, 38, 16, 39, 15, 25, 9, 40]);
    expect(holdem.root).toBe("0xe5c94bea10bfba2a80ba730deae867641e330c0c5cc7de7134c39ceef4719c6d");
    const blackjack = roundDeckCommitment(SERVER, CLIENT, 1, 8);
    expect(blackjack.cards.slice(0, 6)).toEqual([39, 40, 23, 51, 21, 1]);
    expect(blackjack.root).toBe("0x244b9a1db74f60884bfdd77dc7a290f3be17822f0902bbaa402a69982960d8c8");
  });
});
