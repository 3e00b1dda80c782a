import type { IntlShape } from "react-intl";
import { BaccaratBet, BlackjackBet, DragonTigerBet, gameOfKind, GameType, HoldemBet, MoneyWheelBet, RouletteBet, SicBoBet } from "@sunrise/games";
import type { MessageId } from "../i18n/en.js";

/** A bet as the contracts name it: a kind id (@sunrise/games) and the numbers it covers. */
export interface NamedBet {
  kind: number;
  numbers: readonly number[];
}

const ROULETTE_OUTSIDE: Record<number, string> = {
  [RouletteBet.LOW]: "low", [RouletteBet.EVEN]: "even", [RouletteBet.RED]: "red",
  [RouletteBet.BLACK]: "black", [RouletteBet.ODD]: "odd", [RouletteBet.HIGH]: "high",
};
const ROULETTE_INSIDE: Record<number, string> = {
  [RouletteBet.STRAIGHT]: "straight", [RouletteBet.SPLIT]: "split", [RouletteBet.STREET]: "street", [RouletteBet.CORNER]: "corner",
  [RouletteBet.LINE]: "line", [RouletteBet.COLUMN]: "column", [RouletteBet.DOZEN]: "dozen",
};
const BACCARAT: Record<number, string> = {
  [BaccaratBet.PLAYER]: "player", [BaccaratBet.BANKER]: "banker", [BaccaratBet.TIE]: "tie", [BaccaratBet.PLAYER_PAIR]: "playerPair",
  [BaccaratBet.BANKER_PAIR]: "bankerPair", [BaccaratBet.PERFECT_PAIR]: "perfectPair", [BaccaratBet.SUPER_6]: "super6",
};
const DT: Record<number, string> = { [DragonTigerBet.DRAGON]: "dragon", [DragonTigerBet.TIGER]: "tiger", [DragonTigerBet.TIE]: "tie", [DragonTigerBet.SUITED_TIE]: "suitedTie" };
const SICBO: Record<number, string> = {
  [SicBoBet.SMALL]: "small", [SicBoBet.BIG]: "big", [SicBoBet.ANY_TRIPLE]: "anyTriple", [SicBoBet.SPECIFIC_TRIPLE]: "triple",
  [SicBoBet.DOUBLE]: "double", [SicBoBet.COMBINATION]: "combination", [SicBoBet.SINGLE]: "single", [SicBoBet.TOTAL]: "total",
};

const say = (intl: IntlShape, id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as MessageId }, values);

/** The words a screen reader (and a test) reads for a roulette spot: "Split 17/20", "Column 2". */
export function rouletteBetLabel(intl: IntlShape, bet: NamedBet): string {
  const outside = ROULETTE_OUTSIDE[bet.kind];
  if (outside) return say(intl, `table.roulette.${outside}`);
  return say(intl, `table.bet.${ROULETTE_INSIDE[bet.kind]}`, { numbers: bet.numbers.join("/") });
}

/** A bet's name in the reader's language, for any game: "Split 17/20", "Banker pair", "Total 11". */
export function betLabel(intl: IntlShape, bet: NamedBet): string {
  switch (gameOfKind(bet.kind)) {
    case GameType.ROULETTE: return rouletteBetLabel(intl, bet);
    case GameType.BACCARAT: {
      const k = bet.kind - BaccaratBet.EGALITE_BASE;
      return k >= 0 && k <= 9 ? say(intl, "table.baccarat.egaliteN", { n: k }) : say(intl, `table.baccarat.${BACCARAT[bet.kind] ?? "player"}`);
    }
    case GameType.DRAGON_TIGER: return say(intl, `table.dt.${DT[bet.kind] ?? "tie"}`);
    case GameType.SICBO: return say(intl, `table.sicbo.${SICBO[bet.kind] ?? "small"}`, { n: bet.numbers[0] ?? 0, a: bet.numbers[0] ?? 0, b: bet.numbers[1] ?? 0 });
    case GameType.MONEY_WHEEL: {
      const n = Object.entries(MoneyWheelBet).find(([, id]) => id === bet.kind)?.[0].slice(1);
      return say(intl, "table.wheel.number", { n: n ?? "?" });
    }
    case GameType.POKER: return say(intl, bet.kind === HoldemBet.AA_BONUS ? "table.holdem.aaBonus" : "table.holdem.ante");
    case GameType.BLACKJACK: return bet.kind === BlackjackBet.MAIN ? say(intl, "table.blackjack.main") : String(bet.kind);
    default: return String(bet.kind);
  }
}
