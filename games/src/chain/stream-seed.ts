import { keccakPacked, packed, type Hex32 } from "./abi-packed.js";

export interface PlayerSeed {
  /** The betting account (the game wallet that called `placeBets`). */
  player: string;
  /** The 32 random bytes it sent with its bets. */
  seed: string;
}

export const ZERO_ENTROPY: Hex32 = `0x${"00".repeat(32)}`;

/** One `placeBets`: `entropy = keccak256(abi.encodePacked(entropy, player, playerSeed))`. */
export function foldPlayerSeed(entropy: string, { player, seed }: PlayerSeed): Hex32 {
  return keccakPacked(packed.bytes32(entropy), packed.address(player), packed.bytes32(seed));
}

/**
 * A stream round's client seed: the hash of the block that closed betting, mixed with every
 * player seed in the order the chain logged them. The dealer cannot know the players' seeds when
 * it commits, and the players cannot know the close's block hash when they bet.
 */
export function streamClientSeed(closeBlockHash: string, playerSeeds: readonly PlayerSeed[]): Hex32 {
  const entropy = playerSeeds.reduce<string>(foldPlayerSeed, ZERO_ENTROPY);
  return keccakPacked(packed.bytes32(closeBlockHash), packed.bytes32(entropy));
}
