import { valueOf, type Card } from "../cards/cards.js";
import { handTotal } from "../games/blackjack/hand.js";
import { BlackjackAction } from "../games/blackjack/infinite.js";

type Code = "H" | "S" | "D" | "Ds" | "P";
/** Columns: dealer up card 2, 3, 4, 5, 6, 7, 8, 9, 10, A. Multi-deck, dealer stands on soft 17, double after split, no surrender. */
const row = (s: string) => s.split(" ") as Code[];
const HARD: Record<number, Code[]> = {
  9: row("H D D D D H H H H H"),
  10: row("D D D D D D D D H H"),
  11: row("D D D D D D D D D H"),
  12: row("H H S S S H H H H H"),
  13: row("S S S S S H H H H H"), 14: row("S S S S S H H H H H"),
  15: row("S S S S S H H H H H"), 16: row("S S S S S H H H H H"),
};
const SOFT: Record<number, Code[]> = {
  13: row("H H H D D H H H H H"), 14: row("H H H D D H H H H H"),
  15: row("H H D D D H H H H H"), 16: row("H H D D D H H H H H"),
  17: row("H D D D D H H H H H"), 18: row("S Ds Ds Ds Ds S S H H H"),
};
const PAIRS: Record<number, Code[]> = {
  1: row("P P P P P P P P P P"), 2: row("P P P P P P H H H H"), 3: row("P P P P P P H H H H"),
  4: row("H H H P P H H H H H"), 6: row("P P P P P H H H H H"), 7: row("P P P P P P H H H H"),
  8: row("P P P P P P P P P P"), 9: row("P P P P P S P P S S"),
};

/** The published basic strategy for this rule set (never insurance), answering from the actions allowed now. */
export function basicStrategy(cards: readonly Card[], up: Card, allowed: readonly number[]): number {
  const col = valueOf(up) === 1 ? 9 : valueOf(up) - 2;
  const { total, soft } = handTotal(cards);
  let code: Code | undefined;
  if (allowed.includes(BlackjackAction.NO_INSURANCE)) return BlackjackAction.NO_INSURANCE;
  if (allowed.includes(BlackjackAction.SPLIT)) code = PAIRS[valueOf(cards[0]!)]?.[col];
  if (!code) code = soft ? (total >= 19 ? "S" : SOFT[total]?.[col]) : total >= 17 ? "S" : total <= 8 ? "H" : HARD[total]?.[col];
  const canDouble = allowed.includes(BlackjackAction.DOUBLE);
  switch (code) {
    case "P": return BlackjackAction.SPLIT;
    case "D": return canDouble ? BlackjackAction.DOUBLE : BlackjackAction.HIT;
    case "Ds": return canDouble ? BlackjackAction.DOUBLE : BlackjackAction.STAND;
    case "S": return BlackjackAction.STAND;
    default: return BlackjackAction.HIT;
  }
}
