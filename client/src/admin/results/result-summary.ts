import { handTotal } from "@sunrise/games";

/** A round's result in a few words for the list; the detail shows it whole. */
export function resultSummary(result: Record<string, unknown> | null | undefined): string {
  if (!result) return "—";
  switch (result.game) {
    case "roulette": return `${String(result.number)} ${String(result.color ?? "")}`.trim();
    case "sic bo": return Array.isArray(result.dice) ? `${result.dice.join("·")} = ${String(result.total)}` : String(result.total);
    case "money wheel": return `${String(result.number)} ×${String(result.multiplier)}`;
    case "baccarat": return `${String(result.winner)} ${String(result.playerTotal)}–${String(result.bankerTotal)}`;
    case "dragon tiger": return String(result.winner);
    case "casino hold'em": return `${String(result.winner)}${result.dealerQualifies === false ? " · dealer does not qualify" : ""}`;
    case "blackjack": return Array.isArray(result.dealer) ? dealerSummary(result.dealer as number[], result.dealerBlackjack === true) : "—";
    default: {
      const whole = JSON.stringify(result);
      return whole.length > 40 ? `${whole.slice(0, 39)}…` : whole;
    }
  }
}

function dealerSummary(cards: number[], blackjack: boolean): string {
  const { total } = handTotal(cards);
  return `dealer ${blackjack ? "blackjack" : total > 21 ? `${total} bust` : total}`;
}
