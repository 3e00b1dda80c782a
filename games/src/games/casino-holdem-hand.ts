import type { Card } from "../cards/cards.js";
import { HandCategory } from "./hand-evaluator.js";

/** Poker rank of a card code: 2 … 14 (ace high). */
const high = (c: Card) => (c % 13 === 0 ? 14 : (c % 13) + 1);

/** Highest rank of a 5-straight in a rank mask (bit r = rank r present, ace also at bit 1), or 0. */
function straightHigh(mask: number): number {
  for (let top = 14; top >= 5; top--) {
    const run = 0b11111 << (top - 4);
    if ((mask & run) === run) return top;
  }
  return 0;
}

const scoreOf = (category: number, kickers: readonly number[]) => kickers.reduce((s, k, i) => s + k * 15 ** (4 - i), category * 15 ** 5);

/** The `n` highest ranks of a mask, skipping `except`, highest first. */
function topRanks(mask: number, n: number, except: readonly number[] = []): number[] {
  const out: number[] = [];
  for (let r = 14; r >= 2 && out.length < n; r--) if (mask & (1 << r) && !except.includes(r)) out.push(r);
  return out;
}

/**
 * The best five-card hand of five to seven cards in one pass (rank counts, suit masks), with the
 * same category and score as `bestHand` (which tries every five-card subset). The table contract's
 * evaluator works this way; simulations use it for speed.
 */
export function handScore(cards: readonly Card[]): { category: number; score: number } {
  const counts = new Array<number>(15).fill(0);
  const suitMasks = [0, 0, 0, 0];
  const suitCounts = [0, 0, 0, 0];
  let mask = 0;
  for (const c of cards) {
    const r = high(c);
    const s = Math.floor(c / 13);
    counts[r]!++;
    mask |= 1 << r;
    suitMasks[s]! |= 1 << r;
    suitCounts[s]!++;
  }
  const withLowAce = (m: number) => (m & (1 << 14) ? m | 2 : m);
  const flushSuit = suitCounts.findIndex((n) => n >= 5);
  if (flushSuit >= 0) {
    const sf = straightHigh(withLowAce(suitMasks[flushSuit]!));
    if (sf) return { category: sf === 14 ? HandCategory.ROYAL_FLUSH : HandCategory.STRAIGHT_FLUSH, score: scoreOf(sf === 14 ? HandCategory.ROYAL_FLUSH : HandCategory.STRAIGHT_FLUSH, [sf]) };
  }
  let quad = 0;
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let r = 14; r >= 2; r--) {
    if (counts[r] === 4) quad = r;
    else if (counts[r] === 3) trips.push(r);
    else if (counts[r] === 2) pairs.push(r);
  }
  if (quad) return { category: HandCategory.FOUR_OF_A_KIND, score: scoreOf(HandCategory.FOUR_OF_A_KIND, [quad, topRanks(mask, 1, [quad])[0]!]) };
  if (trips.length && trips.length + pairs.length >= 2) {
    const pair = Math.max(trips[1] ?? 0, pairs[0] ?? 0);
    return { category: HandCategory.FULL_HOUSE, score: scoreOf(HandCategory.FULL_HOUSE, [trips[0]!, pair]) };
  }
  if (flushSuit >= 0) return { category: HandCategory.FLUSH, score: scoreOf(HandCategory.FLUSH, topRanks(suitMasks[flushSuit]!, 5)) };
  const straight = straightHigh(withLowAce(mask));
  if (straight) return { category: HandCategory.STRAIGHT, score: scoreOf(HandCategory.STRAIGHT, [straight]) };
  if (trips.length) return { category: HandCategory.THREE_OF_A_KIND, score: scoreOf(HandCategory.THREE_OF_A_KIND, [trips[0]!, ...topRanks(mask, 2, [trips[0]!])]) };
  if (pairs.length >= 2) {
    const [a, b] = pairs as [number, number];
    return { category: HandCategory.TWO_PAIR, score: scoreOf(HandCategory.TWO_PAIR, [a, b, topRanks(mask, 1, [a, b])[0]!]) };
  }
  if (pairs.length === 1) return { category: HandCategory.PAIR, score: scoreOf(HandCategory.PAIR, [pairs[0]!, ...topRanks(mask, 3, [pairs[0]!])]) };
  return { category: HandCategory.HIGH_CARD, score: scoreOf(HandCategory.HIGH_CARD, topRanks(mask, 5)) };
}
