import { valueOf, type Card } from "../../cards/cards.js";

export type Decision = "hit" | "stand" | "double" | "split";
/** How long the table waits for the shared hand's decision; no decision by then is a stand. */
export const DECISION_WINDOW_MS = 10_000;

export interface HandTotal { total: number; soft: boolean }

/** Best total: one ace counts 11 when that does not bust. */
export function handTotal(cards: readonly Card[]): HandTotal {
  const hard = cards.reduce((s, c) => s + valueOf(c), 0);
  const soft = cards.some((c) => valueOf(c) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards).total === 21;

export interface PlayerHand { cards: Card[]; doubled: boolean; fromSplit: boolean }

/**
 * The decisions a hand may take now: hit and stand below 21, double on two cards (also after a
 * split), split a first-two-card pair of equal value once; split aces take one card each.
 */
export function allowedDecisions(hand: PlayerHand, handCount: number): Decision[] {
  if (handTotal(hand.cards).total >= 21 || hand.doubled) return [];
  if (hand.fromSplit && valueOf(hand.cards[0]!) === 1) return [];
  const out: Decision[] = ["hit", "stand"];
  if (hand.cards.length === 2) out.push("double");
  if (hand.cards.length === 2 && handCount === 1 && valueOf(hand.cards[0]!) === valueOf(hand.cards[1]!)) out.push("split");
  return out;
}

const TIE_ORDER: readonly Decision[] = ["stand", "hit", "double", "split"];

/**
 * The shared hand's decision from the votes cast in the window: the allowed decision with most
 * votes; a tie goes to the more cautious (stand, hit, double, split); no vote is a stand.
 */
export function tallyVotes(votes: readonly Decision[], allowed: readonly Decision[]): Decision {
  let best: Decision = "stand";
  let bestVotes = 0;
  for (const d of TIE_ORDER) {
    if (!allowed.includes(d)) continue;
    const n = votes.filter((v) => v === d).length;
    if (n > bestVotes) [best, bestVotes] = [d, n];
  }
  return best;
}
