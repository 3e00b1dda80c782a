import { createHmac } from "node:crypto";
import { commitment } from "@sunrise/games";

/**
 * A round's server seed, derived from the dealer's secret, the table and the round id: nothing to
 * store, and a restarted dealer reveals the very seed it committed to. Without the secret the seed
 * cannot be guessed before it is revealed.
 */
export function serverSeed(secret: string, table: string, roundId: number): string {
  return `0x${createHmac("sha256", secret).update(`${table.toLowerCase()}:${roundId}`).digest("hex")}`;
}

/** What the table is given when the round opens: sha256 of the seed's 32 bytes. */
export const commitmentOf = (seed: string) => `0x${commitment(seed)}`;
