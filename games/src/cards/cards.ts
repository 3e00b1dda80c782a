/**
 * Card codes 0–51: suit = floor(code / 13) (0 ♠ spades, 1 ♥ hearts, 2 ♦ diamonds, 3 ♣ clubs),
 * rank = code % 13 + 1 (1 ace … 11 jack, 12 queen, 13 king).
 */
export type Card = number;

export const SUITS = ["spades", "hearts", "diamonds", "clubs"] as const;
export const RANK_NAMES = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
const SUIT_SYMBOLS = ["♠", "♥", "♦", "♣"] as const;

export const rankOf = (c: Card) => (c % 13) + 1;
export const suitOf = (c: Card) => Math.floor(c / 13);
/** Blackjack-style value: ace 1, faces 10 (SPEC §3). */
export const valueOf = (c: Card) => Math.min(10, rankOf(c));
export const baccaratValue = (c: Card) => valueOf(c) % 10;
export const cardName = (c: Card) => `${RANK_NAMES[rankOf(c)]}${SUIT_SYMBOLS[suitOf(c)]}`;

export function cardOf(rank: number, suit: number): Card {
  if (rank < 1 || rank > 13 || suit < 0 || suit > 3) throw new RangeError("no such card");
  return suit * 13 + rank - 1;
}

/** All 52 cards × decks, in code order. */
export function freshCards(decks: number): Card[] {
  return Array.from({ length: 52 * decks }, (_, i) => i % 52);
}
