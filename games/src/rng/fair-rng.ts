import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * The provably-fair byte stream of one round: block i is
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${roundId}:${i}`), blocks concatenated.
 * Every draw below consumes this stream in order, so anyone holding the three inputs can replay it.
 */
export class FairRng {
  private block = new Uint8Array(0);
  private offset = 0;
  private counter = 0;
  private readonly key: Uint8Array;

  constructor(
    readonly serverSeed: string,
    readonly clientSeed: string,
    readonly roundId: string | number,
  ) {
    this.key = utf8ToBytes(serverSeed);
  }

  private nextByte(): number {
    if (this.offset >= this.block.length) {
      this.block = hmac(sha256, this.key, utf8ToBytes(`${this.clientSeed}:${this.roundId}:${this.counter++}`));
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

/** The dealer publishes this before betting opens; revealing the seed later proves it was fixed. */
export function commitment(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

export function verifyCommitment(serverSeed: string, published: string): boolean {
  return commitment(serverSeed) === published.toLowerCase().replace(/^0x/, "");
}
