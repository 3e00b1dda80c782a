import { keccakPacked, packed, roundDeckCommitment, type CardProof, type RoundDeckCommitment } from "@sunrise/games";
import { serverSeed } from "./server-seed.js";

/**
 * The decks of a dealer's decision rounds, each re-derived on demand from its secret (the round's
 * server seed) and the client seed the close fixed: a restarted dealer proves the very cards it
 * committed to. A few are kept; a 416-card deck takes milliseconds to rebuild.
 */
export class DeckBook {
  private readonly decks = new Map<string, RoundDeckCommitment>();

  constructor(private readonly secret: string) {}

  /** The round's client seed as the contract fixes it at the deal: keccak256(close block hash ‖ folded player seeds). */
  static clientSeed(closeBlockHash: string, entropy: string): string {
    return keccakPacked(packed.bytes32(closeBlockHash), packed.bytes32(entropy));
  }

  deck(table: string, roundId: number, clientSeed: string, deckSize: number): RoundDeckCommitment {
    const key = `${table.toLowerCase()}:${roundId}:${clientSeed}`;
    let deck = this.decks.get(key);
    if (!deck) {
      if (this.decks.size > 16) this.decks.clear();
      deck = roundDeckCommitment(serverSeed(this.secret, table, roundId), clientSeed, roundId, deckSize / 52);
      this.decks.set(key, deck);
    }
    return deck;
  }

  /** The cards at these positions with their salts and proofs, in order, as `deal` and `nextWindow` take them. */
  static proofs(deck: RoundDeckCommitment, positions: readonly number[]): CardProof[] {
    return positions.map((p) => deck.cardProof(p));
  }
}
