import { FairRng } from "./rng/fair-rng.js";
import { verifyCommitment } from "./rng/seeds.js";
import { Shoe } from "./cards/shoe.js";
import type { CardSource, GameModule } from "./games/types.js";

export interface RevealedRound {
  serverSeed: string;
  clientSeed: string;
  roundId: string | number;
  /** The sha256(serverSeed) published before betting opened. */
  commitment: string;
}

/**
 * Re-derives a settled round from its revealed seeds: first the commitment, then the outcome.
 * Card games replay the shoe (its seeds and id) from the round's starting position.
 */
export function verifyRound<O>(game: GameModule<O, FairRng>, round: RevealedRound): { commitmentOk: boolean; outcome: O } {
  return { commitmentOk: verifyCommitment(round.serverSeed, round.commitment), outcome: game.deal(new FairRng(round.serverSeed, round.clientSeed, round.roundId)) };
}

export function verifyShoeRound<O>(game: GameModule<O, CardSource>, shoe: { serverSeed: string; clientSeed: string; shoeId: string | number; commitment: string; position: number }) {
  const replay = Shoe.at(new Shoe(shoe.serverSeed, shoe.clientSeed, shoe.shoeId), shoe.position);
  return { commitmentOk: verifyCommitment(shoe.serverSeed, shoe.commitment), outcome: game.deal(replay), nextPosition: replay.position };
}
