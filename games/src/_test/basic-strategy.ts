import { valueOf, type Card } from "../cards/cards.js";
import { handTotal, type Decision } from "../games/blackjack/hand.js";

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

/** The published basic strategy for this rule set, answering from the decisions allowed now. */
export function basicStrategy(cards: readonly Card[], up: Card, allowed: readonly Decision[]): Decision {
  const col = valueOf(up) === 1 ? 9 : valueOf(up) - 2;
  const { total, soft } = handTotal(cards);
  let code: Code | undefined;
  if (allowed.includes("split")) code = PAIRS[valueOf(cards[0]!)]?.[col];
  if (!code || code === "P" && !allowed.includes("split")) code = soft ? (total >= 19 ? "S" : SOFT[total]?.[col]) : total >= 17 ? "S" : total <= 8 ? "H" : HARD[total]?.[col];
  const canDouble = allowed.includes("double");
  switch (code) {
    case "P": return "split";
    case "D": return canDouble ? "double" : "hit";
    case "Ds": return canDouble ? "double" : "stand";
    case "S": return "stand";
    default: return "hit";
  }
}
