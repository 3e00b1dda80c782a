import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Shoe } from "../cards/shoe.js";
import { valueOf } from "../cards/cards.js";
import { verifyCommitment } from "../rng/seeds.js";
import { shoeLeaf, shoeSalt } from "./salted-leaves.js";
import { shoeCommitment, verifyCardProof } from "./shoe-commitment.js";

const shoeSeed = `0x${"11".repeat(32)}`;
const clientSeed = `0x${"22".repeat(32)}`;
const shoe = shoeCommitment(shoeSeed, clientSeed, 1);
const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString("hex")}`);

describe("a shoe's commitment", () => {
  it("matches the published vector", () => {
    expect(shoe.commitment).toBe("0x02d449a31fbb267c8f352e9968a79e3e5fc95c1bbeaa502fd6454ebde5a4bedc");
    expect(shoe.root).toBe("0xf638174969af7e2c8f371123a9116991f97f7ec7b82ee98e7226152a7394d62a");
    expect(shoe.cutIndex).toBe(344);
    expect(shoe.firstPosition).toBe(10);
    expect(shoe.cards.slice(0, 16)).toEqual([47, 16, 26, 43, 6, 10, 37, 39, 7, 35, 43, 51, 48, 37, 4, 22]);
    expect(shoe.salts[0]).toBe("0x7ff13453666792c569d69e1bc394f2af124ca24dc30c1c95283f9915f8cd75d6");
    expect(shoe.leaves[0]).toBe("0x6deaa248318a92191d667e4bec4f1b87c42ddfa3ea69c0bb0f626b9bcb125d19");
  });

  it("salts and leaves pack as abi.encodePacked does (vectors from ethers)", () => {
    expect(shoeSalt(shoeSeed, 300)).toBe("0xdce8b82175c7dd24f6fdc9a6d3143e95ad7abe46e46a4aafc05952d5821eacf0");
    expect(shoeLeaf(300, 51, shoeSalt(shoeSeed, 300))).toBe("0xbb64fc4b7b77c91e12fdc06593acb48aa69440054a0c7aa5d5bd58079d8bfc55");
    expect(() => shoeLeaf(0, 52, shoe.salts[0]!)).toThrow("a card code is 0–51");
  });

  it("orders the cards as the Shoe class does, with its cut and burn", () => {
    const same = new Shoe(shoeSeed, clientSeed, 1);
    expect(shoe.cards).toEqual(same.cards);
    expect(shoe.cutIndex).toBe(same.cutIndex);
    expect(shoe.burnCount).toBe(same.burned.length);
    expect(shoe.firstPosition).toBe(1 + valueOf(shoe.cards[0]!));
    expect(verifyCommitment(shoeSeed, shoe.commitment)).toBe(true);
  });

  it("proves the card at every position against the root", () => {
    expect(shoe.cards).toHaveLength(416);
    for (let p = 0; p < 416; p++) expect(verifyCardProof(shoe.root, p, shoe.cards[p]!, shoe.salts[p]!, shoe.proof(p))).toBe(true);
  });

  it("gives each card with its salt and proof, as the contract takes them", () => {
    const { card, salt, proof } = shoe.cardProof(200);
    expect({ card, salt, proof }).toEqual({ card: shoe.cards[200], salt: shoe.salts[200], proof: shoe.proof(200) });
    expect(verifyCardProof(shoe.root, 200, card, salt, proof)).toBe(true);
    expect(() => shoe.cardProof(416)).toThrow("no leaf 416");
  });

  it("fails a wrong card, salt, position or sibling", () => {
    const p = 123;
    const [card, salt, proof] = [shoe.cards[p]!, shoe.salts[p]!, shoe.proof(p)];
    expect(verifyCardProof(shoe.root, p, (card + 1) % 52, salt, proof)).toBe(false);
    expect(verifyCardProof(shoe.root, p, card, shoe.salts[p + 1]!, proof)).toBe(false);
    expect(verifyCardProof(shoe.root, p + 1, card, salt, proof)).toBe(false);
    expect(verifyCardProof(shoe.root, p, card, salt, proof.slice(1))).toBe(false);
    expect(verifyCardProof(shoe.root, p, card, salt, [shoe.leaves[p]!, ...proof.slice(1)])).toBe(false);
    expect(verifyCardProof(shoe.root, p, 99, salt, proof)).toBe(false);
    // The card at p proven with the proof of another position holding the same code still fails.
    const twin = shoe.cards.findIndex((c, i) => c === card && i !== p);
    expect(verifyCardProof(shoe.root, twin, card, salt, proof)).toBe(false);
  });

  it("never proves a changed sibling, for any shoe and position", () => {
    fc.assert(
      fc.property(hex32, hex32, fc.integer({ min: 0, max: 415 }), fc.nat(), hex32, (seed, client, p, pick, other) => {
        const s = shoeCommitment(seed, client, 7);
        const proof = s.proof(p);
        expect(verifyCardProof(s.root, p, s.cards[p]!, s.salts[p]!, proof)).toBe(true);
        const j = pick % proof.length;
        fc.pre(proof[j] !== other);
        expect(verifyCardProof(s.root, p, s.cards[p]!, s.salts[p]!, proof.map((x, k) => (k === j ? other : x)))).toBe(false);
      }),
      { numRuns: 25 },
    );
  });

  it("needs bytes32 seeds, as the contract holds them", () => {
    expect(() => shoeCommitment("server", clientSeed, 1)).toThrow("shoe seed must be 0x and 64 hex digits");
    expect(() => shoeCommitment(shoeSeed, "0x12", 1)).toThrow("shoe client seed");
  });
});
