import type { Card } from "../cards/cards.js";

/** mulberry32: a small seeded generator for simulations (not the fair stream: speed matters here). */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * A freshly shuffled deck of `decks` × 52 cards whose positions are drawn only when read: the
 * first read of a position takes a uniformly random card from those not yet placed, so the cards
 * read form a uniform random permutation's (what Fisher–Yates gives) without shuffling all 416.
 */
export class LazyDeck {
  private readonly pool: Uint8Array;
  private readonly placed: Int16Array;
  private readonly used: number[] = [];
  private taken = 0;

  constructor(decks: number, private readonly uniform: () => number) {
    this.pool = Uint8Array.from({ length: 52 * decks }, (_, i) => i % 52);
    this.placed = new Int16Array(52 * decks).fill(-1);
  }

  /** A new shuffle: every position unread again. */
  reset(): void {
    for (const p of this.used) this.placed[p] = -1;
    this.used.length = 0;
    this.taken = 0;
  }

  at(position: number): Card {
    const known = this.placed[position]!;
    if (known >= 0) return known;
    const j = this.taken + Math.floor(this.uniform() * (this.pool.length - this.taken));
    const card = this.pool[j]!;
    this.pool[j] = this.pool[this.taken]!;
    this.pool[this.taken++] = card;
    this.placed[position] = card;
    this.used.push(position);
    return card;
  }
}
