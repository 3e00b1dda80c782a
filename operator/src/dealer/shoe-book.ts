import { dealShoeRound, shoeCommitment, type CardProof, type ShoeCommitment } from "@sunrise/games";
import { shoeSeed } from "./server-seed.js";

/**
 * The shoes the dealer deals from, each re-derived on demand from the dealer's secret and the
 * shoe's client seed (the hash of its start block): a restarted dealer rebuilds the very shoe it
 * committed to. A few are kept per table; a shoe's 416 leaves take milliseconds to rebuild.
 */
export class ShoeBook {
  private readonly shoes = new Map<string, ShoeCommitment>();

  constructor(private readonly secret: string) {}

  shoe(table: string, shoeId: number, clientSeed: string): ShoeCommitment {
    const key = `${table.toLowerCase()}:${shoeId}:${clientSeed}`;
    let shoe = this.shoes.get(key);
    if (!shoe) {
      if (this.shoes.size > 32) this.shoes.clear();
      shoe = shoeCommitment(shoeSeed(this.secret, table, shoeId), clientSeed, shoeId);
      this.shoes.set(key, shoe);
    }
    return shoe;
  }

  /** The cards of the round dealt from `firstPosition` with their proofs: exactly those the game's drawing rule takes, in order. */
  static roundProofs(shoe: ShoeCommitment, gameType: number, firstPosition: number, variant: number): CardProof[] {
    const round = dealShoeRound(gameType, shoe.cards, firstPosition, variant);
    return round.cards.map((_, i) => shoe.cardProof(firstPosition + i));
  }
}
