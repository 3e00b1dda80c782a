import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Provably fair jackpot draws.
 *
 * - The operator's seed for jackpot `id` is `HMAC-SHA256(secret, "jackpot:" + id)`; its commitment
 *   `sha256(serverSeed)` is published when the jackpot opens, the seed itself only with the draw.
 * - When entries close, the tickets get their canonical order (earned tickets by owner address,
 *   then issued tickets by id; the operator numbers them 0..N-1) and `entriesHash` is the SHA-256 of
 *   the owners' lowercase addresses in that order, one per line (`\n` between them, none after).
 * - The client seed is the hash of the first game-chain block whose timestamp is at or after the
 *   draw time: nobody knew it when the seed was committed.
 * - Draw k = 0, 1, … takes `HMAC-SHA256(serverSeed, clientSeed ‖ entriesHash ‖ uint32be(k))` as a
 *   256-bit number x and maps it to an index of the tickets still in the pool by rejection sampling
 *   (x ≥ the largest multiple of the pool size below 2^256 is rejected, and the next k is tried), so
 *   every remaining ticket is exactly as likely. The ticket drawn wins; every ticket of its owner
 *   leaves the pool (one prize per player), and draws go on until the jackpot's number of winners
 *   is reached or the pool is empty.
 */

const HEX32 = /^0x[0-9a-fA-F]{64}$/;
const TWO_256 = 1n << 256n;

const bytes32 = (hex: string, what: string): Uint8Array => {
  if (!HEX32.test(hex)) throw new Error(`${what} must be 32 bytes of 0x-prefixed hex`);
  return hexToBytes(hex.slice(2));
};
const hex = (b: Uint8Array) => `0x${bytesToHex(b)}`;

/** The operator's seed for one jackpot, derived from its secret (never shown before the draw). */
export function jackpotServerSeed(secret: string, jackpotId: string | number): string {
  return hex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`jackpot:${jackpotId}`)));
}

/** What is published when the jackpot opens: sha256 of the 32 seed bytes, 0x-prefixed. */
export function jackpotCommitment(serverSeed: string): string {
  return hex(sha256(bytes32(serverSeed, "serverSeed")));
}

/** SHA-256 of the canonical entry list: each ticket's owner, lowercase, in ticket-number order, joined by "\n". */
export function jackpotEntriesHash(owners: readonly string[]): string {
  return hex(sha256(utf8ToBytes(owners.map((o) => o.toLowerCase()).join("\n"))));
}

/** The k-th random value of a draw: HMAC-SHA256(serverSeed, clientSeed ‖ entriesHash ‖ uint32be(k)). */
export function jackpotRandom(serverSeed: string, clientSeed: string, entriesHash: string, k: number): Uint8Array {
  if (!Number.isInteger(k) || k < 0 || k > 0xffffffff) throw new Error("k must be a uint32");
  const counter = new Uint8Array(4);
  new DataView(counter.buffer).setUint32(0, k, false);
  return hmac(sha256, bytes32(serverSeed, "serverSeed"), concatBytes(bytes32(clientSeed, "clientSeed"), bytes32(entriesHash, "entriesHash"), counter));
}

/** The largest multiple of n not above 2^256: values at or above it are rejected. */
export const rejectionLimit = (n: number): bigint => TWO_256 - (TWO_256 % BigInt(n));

/** A uniform index in [0, n) from 32 random bytes, or null when the value falls in the rejected tail. */
export function uniformIndex(random: Uint8Array, n: number): number | null {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error("n must be a positive integer");
  if (random.length !== 32) throw new Error("32 random bytes are needed");
  const x = BigInt(`0x${bytesToHex(random)}`);
  if (x >= rejectionLimit(n)) return null;
  return Number(x % BigInt(n));
}

export interface JackpotWinner {
  /** The draw counter whose value chose this ticket. */
  k: number;
  /** The ticket's number in the canonical order (0..N-1). */
  ticket: number;
  owner: string;
}

export interface JackpotDrawInput {
  serverSeed: string;
  clientSeed: string;
  /** Owners of tickets 0..N-1 in canonical order. */
  owners: readonly string[];
  /** How many winners the jackpot has (fewer are drawn when fewer players hold tickets). */
  winners: number;
}

/** Draws the winners. Deterministic: the same seeds and entries always give the same winners. */
export function drawJackpot(input: JackpotDrawInput): { entriesHash: string; winners: JackpotWinner[] } {
  if (!Number.isInteger(input.winners) || input.winners < 1) throw new Error("winners must be at least 1");
  const owners = input.owners.map((o) => o.toLowerCase());
  const entriesHash = jackpotEntriesHash(owners);
  let pool = owners.map((_, i) => i);
  const winners: JackpotWinner[] = [];
  for (let k = 0; winners.length < input.winners && pool.length > 0; k++) {
    const index = uniformIndex(jackpotRandom(input.serverSeed, input.clientSeed, entriesHash, k), pool.length);
    if (index === null) continue;
    const ticket = pool[index]!;
    const owner = owners[ticket]!;
    winners.push({ k, ticket, owner });
    pool = pool.filter((t) => owners[t] !== owner);
  }
  return { entriesHash, winners };
}

/**
 * The prize split between the winners drawn, in token units: each gets prize / n rounded down and
 * the first (prize mod n) winners one unit more, so exactly the prize is paid.
 */
export function splitJackpotPrize(prize: bigint, winners: number): bigint[] {
  if (prize < 0n) throw new Error("prize must not be negative");
  if (winners === 0) return [];
  const n = BigInt(winners);
  return Array.from({ length: winners }, (_, i) => prize / n + (BigInt(i) < prize % n ? 1n : 0n));
}

export interface JackpotPublished {
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  entriesHash: string;
  owners: readonly string[];
  winnersCount: number;
  /** The winners as published: ticket numbers in draw order. */
  winners: readonly { ticket: number; owner: string }[];
}

export interface JackpotCheck {
  name: "commitment" | "entries" | "winners";
  ok: boolean;
}

/** Recomputes a published draw: the seed against its commitment, the entries hash, and the winners. */
export function verifyJackpotDraw(p: JackpotPublished): { ok: boolean; checks: JackpotCheck[]; winners: JackpotWinner[] } {
  let commitmentOk: boolean;
  let redrawn: JackpotWinner[] = [];
  let entriesHash = "";
  try {
    commitmentOk = jackpotCommitment(p.serverSeed) === p.commitment.toLowerCase();
    const draw = drawJackpot({ serverSeed: p.serverSeed, clientSeed: p.clientSeed, owners: p.owners, winners: p.winnersCount });
    redrawn = draw.winners;
    entriesHash = draw.entriesHash;
  } catch {
    commitmentOk = false;
  }
  const winnersOk = redrawn.length === p.winners.length && redrawn.every((w, i) => w.ticket === p.winners[i]!.ticket && w.owner === p.winners[i]!.owner.toLowerCase());
  const checks: JackpotCheck[] = [
    { name: "commitment", ok: commitmentOk },
    { name: "entries", ok: entriesHash === p.entriesHash.toLowerCase() },
    { name: "winners", ok: winnersOk },
  ];
  return { ok: checks.every((c) => c.ok), checks, winners: redrawn };
}
