import { valueOf, type Card } from "../../cards/cards.js";

export interface HandTotal { total: number; soft: boolean }

/** Best total: one ace counts 11 when that does not bust. */
export function handTotal(cards: readonly Card[]): HandTotal {
  const hard = cards.reduce((s, c) => s + valueOf(c), 0);
  const soft = cards.some((c) => valueOf(c) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards).total === 21;

/** The dealer's hand from the up card, the hole card and then the next cards in order: draws to 17, stands on soft 17. */
export function dealerHand(up: Card, hole: Card, next: (i: number) => Card): Card[] {
  const cards = [up, hole];
  for (let i = 0; handTotal(cards).total < 17; i++) cards.push(next(i));
  return cards;
}
