import { baccarat, cardName, dragonTiger, GameType, moneyWheel, moneyWheelSegments, roulette, sicBo, type BetKindInfo, type TableOutcome } from "@sunrise/games";
import { formatUnits } from "ethers";
import type { BetRecord } from "./records.js";

/** Token amounts have 6 decimals. */
export const formatAmount = (units: bigint) => `${formatUnits(units, 6)} SUSD`;

const cards = (cs: readonly number[]) => cs.map(cardName).join(" ");

/** An outcome in words, as a player reads it on the table. */
export function describeOutcome(o: TableOutcome): string {
  switch (o.game) {
    case "roulette": return `pocket ${o.number} ${o.color}`;
    case "sic bo": return `dice ${o.dice.join(" ")} (total ${o.total}${o.triple ? ", triple" : ""})`;
    case "money wheel": return `${moneyWheelSegments(o).join(" → ")}: ${o.number}${o.multiplier > 1 ? ` × ${o.multiplier}` : ""}`;
    case "baccarat": return `player ${cards(o.player)} (${o.playerTotal}) · banker ${cards(o.banker)} (${o.bankerTotal}) · ${o.winner === "tie" ? "tie" : `${o.winner} wins`}`;
    case "dragon tiger": return `dragon ${cardName(o.dragon)} · tiger ${cardName(o.tiger)} · ${o.winner === "tie" ? (o.suitedTie ? "suited tie" : "tie") : `${o.winner} wins`}`;
    default: return o.game;
  }
}

function kindsOf(gameType: number, variant: number): readonly BetKindInfo[] {
  switch (gameType) {
    case GameType.ROULETTE: return roulette.betKinds;
    case GameType.BACCARAT: return baccarat({ commission: variant !== 1 }).betKinds;
    case GameType.SICBO: return sicBo.betKinds;
    case GameType.DRAGON_TIGER: return dragonTiger.betKinds;
    case GameType.MONEY_WHEEL: return moneyWheel.betKinds;
    default: return [];
  }
}

/** "bet #2 straight [17], 5 SUSD" */
export function describeBet(gameType: number, variant: number, bet: BetRecord): string {
  const name = kindsOf(gameType, variant).find((k) => k.id === bet.kind)?.name ?? `kind ${bet.kind}`;
  const numbers = bet.numbers.length ? ` [${bet.numbers.join(", ")}]` : "";
  return `bet #${bet.index} ${name}${numbers}, ${formatAmount(bet.amount)}`;
}
