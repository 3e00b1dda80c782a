import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { seedBytes, seedText, type RoundId, type Seed } from "./seeds.js";

type Keyed = ReturnType<typeof hmac.create>;

/**
 * The provably-fair byte stream of one round: block i is
 * HMAC-SHA256(key = serverSeed bytes, message = UTF-8 `${clientSeed}:${roundId}:${i}`), blocks
 * concatenated. Every draw consumes this stream in order, so anyone holding the three inputs can
 * replay it.
 */
export class FairRng {
  private block = new Uint8Array(0);
  private offset = 0;
  private counter = 0;
  /** HMAC state after the key: cloned per block so the key is hashed once. */
  private readonly keyed: Keyed;
  private readonly prefix: string;

  constructor(
    readonly serverSeed: Seed,
    readonly clientSeed: Seed,
    readonly roundId: RoundId,
  ) {
    this.keyed = hmac.create(sha256, seedBytes(serverSeed));
    this.prefix = `${seedText(clientSeed)}:${roundId}:`;
  }

  private nextByte(): number {
    if (this.offset >= this.block.length) {
      this.block = this.keyed.clone().update(utf8ToBytes(`${this.prefix}${this.counter++}`)).digest();
      this.offset = 0;
    }
    return this.block[this.offset++]!;
  }

  /** Four bytes, big-endian, as an unsigned 32-bit integer. */
  nextUint32(): number {
    return ((this.nextByte() << 24) | (this.nextByte() << 16) | (this.nextByte() << 8) | this.nextByte()) >>> 0;
  }

  /** A float in [0, 1) from four bytes. */
  nextFloat(): number {
    return this.nextUint32() / 2 ** 32;
  }

  /** An unbiased integer in [0, n): values from the biased tail of the 32-bit range are rejected. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`int(n) needs 1 ≤ n ≤ 2^32, got ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** Fisher–Yates, from the last index down; returns a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }
}
