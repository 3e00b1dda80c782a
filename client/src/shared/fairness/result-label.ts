/** How one past result reads on a lobby card: a short text and its colour. */
export interface ResultLabel {
  text: string;
  tone: "red" | "black" | "green" | "blue" | "gold" | `wheel-${number}`;
}

const WINNER: Record<string, ResultLabel> = {
  player: { text: "P", tone: "blue" },
  banker: { text: "B", tone: "red" },
  tie: { text: "T", tone: "green" },
  dragon: { text: "D", tone: "red" },
  tiger: { text: "T", tone: "blue" },
};

const HOLDEM: Record<string, ResultLabel> = { player: { text: "P", tone: "blue" }, dealer: { text: "D", tone: "red" }, tie: { text: "T", tone: "green" } };

/**
 * A blackjack dealer's total from card codes (ace soft when that does not bust). Written out here
 * rather than imported: the lobby's first load does not carry the games engine.
 */
function dealerTotal(cards: readonly number[]): number {
  const hard = cards.reduce((s, c) => s + Math.min(10, (c % 13) + 1), 0);
  return cards.some((c) => c % 13 === 0) && hard + 10 <= 21 ? hard + 10 : hard;
}

export function resultLabel(result: Record<string, unknown>): ResultLabel | null {
  switch (result.game) {
    case "roulette": return { text: String(result.number), tone: result.color === "red" ? "red" : result.color === "green" ? "green" : "black" };
    case "sic bo": return { text: result.triple ? `${String(result.total)}★` : String(result.total), tone: result.triple ? "gold" : Number(result.total) >= 11 ? "red" : "blue" };
    case "money wheel": return { text: Number(result.multiplier) > 1 ? `${String(result.number)}×${String(result.multiplier)}` : String(result.number), tone: `wheel-${Number(result.number)}` };
    case "baccarat": return WINNER[String(result.winner)] ?? null;
    case "dragon tiger": return result.winner === "tie" ? { text: "=", tone: "green" } : (WINNER[String(result.winner)] ?? null);
    // Hold'em: the dealer not qualifying, else who won; blackjack: the dealer's hand.
    case "casino hold'em":
      if (result.dealerQualifies === false) return { text: "NQ", tone: "gold" };
      return HOLDEM[String(result.winner)] ?? null;
    case "blackjack": {
      if (!Array.isArray(result.dealer) || result.dealer.length < 2) return null;
      if (result.dealerBlackjack) return { text: "BJ", tone: "gold" };
      const total = dealerTotal(result.dealer as number[]);
      return total > 21 ? { text: "✕", tone: "green" } : { text: String(total), tone: "black" };
    }
    default: return null;
  }
}
