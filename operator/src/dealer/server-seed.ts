import { createHmac } from "node:crypto";
import { commitment } from "@sunrise/games";

const derive = (secret: string, message: string) => `0x${createHmac("sha256", secret).update(message).digest("hex")}`;

/**
 * A round's server seed, derived from the dealer's secret, the table and the round id: nothing to
 * store, and a restarted dealer reveals the very seed it committed to. Without the secret the seed
 * cannot be guessed before it is revealed.
 */
export function serverSeed(secret: string, table: string, roundId: number): string {
  return derive(secret, `${table.toLowerCase()}:${roundId}`);
}

/** A shoe's seed, derived like round seeds (a distinct message: no shoe seed is ever a round's). */
export function shoeSeed(secret: string, table: string, shoeId: number): string {
  return derive(secret, `${table.toLowerCase()}:shoe:${shoeId}`);
}

/** What the table is given when the round or shoe starts: sha256 of the seed's 32 bytes. */
export const commitmentOf = (seed: string) => `0x${commitment(seed)}`;
