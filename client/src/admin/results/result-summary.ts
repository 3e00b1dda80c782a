import type { IntlShape } from "react-intl";
import { handTotal } from "@sunrise/games";

const text = (intl: IntlShape, id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
/** A side, winner or colour the result names, in the page's language (unknown words as they are). */
const word = (intl: IntlShape, value: unknown) => {
  const id = `adm.result.word.${String(value)}`;
  return intl.messages[id] ? text(intl, id) : String(value);
};

/** A round's result in a few words for the list and the detail, in the page's language. */
export function resultSummary(intl: IntlShape, result: Record<string, unknown> | null | undefined): string {
  if (!result) return "—";
  switch (result.game) {
    case "roulette": return result.color ? text(intl, "adm.result.roulette", { number: String(result.number), color: word(intl, result.color) }) : String(result.number);
    case "sic bo": return Array.isArray(result.dice) ? `${result.dice.join("·")} = ${String(result.total)}` : String(result.total);
    case "money wheel": return `${String(result.number)} ×${String(result.multiplier)}`;
    case "baccarat": return text(intl, "adm.result.baccarat", { winner: word(intl, result.winner), player: String(result.playerTotal), banker: String(result.bankerTotal) });
    case "dragon tiger": return word(intl, result.winner);
    case "casino hold'em": {
      const winner = word(intl, result.winner);
      return result.dealerQualifies === false ? text(intl, "adm.result.holdemNoQualify", { winner }) : winner;
    }
    case "blackjack": return Array.isArray(result.dealer) ? dealerSummary(intl, result.dealer as number[], result.dealerBlackjack === true) : "—";
    default: {
      const whole = JSON.stringify(result);
      return whole.length > 40 ? `${whole.slice(0, 39)}…` : whole;
    }
  }
}

function dealerSummary(intl: IntlShape, cards: number[], blackjack: boolean): string {
  const { total } = handTotal(cards);
  if (blackjack) return text(intl, "adm.result.dealerBlackjack");
  return text(intl, total > 21 ? "adm.result.dealerBust" : "adm.result.dealerTotal", { total });
}
