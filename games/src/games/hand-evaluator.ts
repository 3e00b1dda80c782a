import { rankOf, suitOf, type Card } from "../cards/cards.js";

/** Poker hand categories, low to high. */
export const HandCategory = {
  HIGH_CARD: 0, PAIR: 1, TWO_PAIR: 2, THREE_OF_A_KIND: 3, STRAIGHT: 4, FLUSH: 5, FULL_HOUSE: 6, FOUR_OF_A_KIND: 7, STRAIGHT_FLUSH: 8, ROYAL_FLUSH: 9,
} as const;

export interface HandValue {
  category: number;
  /** Ranks that break ties within the category, most significant first (ace = 14). */
  kickers: number[];
  /** One comparable number: higher is better. */
  score: number;
}

const high = (c: Card) => (rankOf(c) === 1 ? 14 : rankOf(c));

function evaluate5(cards: readonly Card[]): HandValue {
  const ranks = cards.map(high).sort((a, b) => b - a);
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!));
  const unique = [...new Set(ranks)];
  let straightHigh = 0;
  if (unique.length === 5) {
    if (ranks[0]! - ranks[4]! === 4) straightHigh = ranks[0]!;
    else if (ranks.join() === "14,5,4,3,2") straightHigh = 5;
  }
  const counts = unique.map((r) => [r, ranks.filter((x) => x === r).length] as const).sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const groups = counts.map(([r]) => r);
  const shape = counts.map(([, n]) => n).join("");
  let category: number;
  let kickers: number[];
  if (straightHigh && flush) [category, kickers] = [straightHigh === 14 ? HandCategory.ROYAL_FLUSH : HandCategory.STRAIGHT_FLUSH, [straightHigh]];
  else if (shape === "41") [category, kickers] = [HandCategory.FOUR_OF_A_KIND, groups];
  else if (shape === "32") [category, kickers] = [HandCategory.FULL_HOUSE, groups];
  else if (flush) [category, kickers] = [HandCategory.FLUSH, ranks];
  else if (straightHigh) [category, kickers] = [HandCategory.STRAIGHT, [straightHigh]];
  else if (shape === "311") [category, kickers] = [HandCategory.THREE_OF_A_KIND, groups];
  else if (shape === "221") [category, kickers] = [HandCategory.TWO_PAIR, groups];
  else if (shape === "2111") [category, kickers] = [HandCategory.PAIR, groups];
  else [category, kickers] = [HandCategory.HIGH_CARD, ranks];
  const score = kickers.reduce((s, k, i) => s + k * 15 ** (4 - i), category * 15 ** 5);
  return { category, kickers, score };
}

function combinations<T>(items: readonly T[], k: number, start = 0, acc: T[] = [], out: T[][] = []): T[][] {
  if (acc.length === k) out.push([...acc]);
  else for (let i = start; i <= items.length - (k - acc.length); i++) combinations(items, k, i + 1, [...acc, items[i]!], out);
  return out;
}

/** The best five-card hand among five to seven cards. */
export function bestHand(cards: readonly Card[]): HandValue & { cards: Card[] } {
  if (cards.length < 5 || cards.length > 7) throw new Error("bestHand needs five to seven cards");
  let best: (HandValue & { cards: Card[] }) | undefined;
  for (const five of combinations(cards, 5)) {
    const v = evaluate5(five);
    if (!best || v.score > best.score) best = { ...v, cards: five };
  }
  return best!;
}
