import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * A seed is bytes. A `0x`-prefixed hex string stands for the bytes it spells (that is how the
 * chain stores seeds: bytes32), any other string for its UTF-8 text.
 */
export type Seed = string | Uint8Array;
export type RoundId = string | number | bigint;

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;

export function seedBytes(seed: Seed): Uint8Array {
  if (typeof seed !== "string") return seed;
  return HEX.test(seed) ? hexToBytes(seed.slice(2)) : utf8ToBytes(seed);
}

/** How a client seed is written inside the HMAC message: hex seeds as lowercase `0x…`, text as is. */
export function seedText(seed: Seed): string {
  if (typeof seed !== "string") return `0x${bytesToHex(seed)}`;
  return HEX.test(seed) ? seed.toLowerCase() : seed;
}

/** The dealer publishes this before betting opens; revealing the seed later proves it was fixed. Lowercase hex, no prefix. */
export function commitment(serverSeed: Seed): string {
  return bytesToHex(sha256(seedBytes(serverSeed)));
}

/** True when the revealed seed hashes to the published commitment (with or without `0x`, any case). */
export function verifyCommitment(serverSeed: Seed, published: string): boolean {
  return commitment(serverSeed) === published.toLowerCase().replace(/^0x/, "");
}
