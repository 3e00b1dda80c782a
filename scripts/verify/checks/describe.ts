import {
  baccarat, blackjack, BlackjackAction, cardName, casinoHoldem, dragonTiger, GameType, handTotal, HoldemAction, moneyWheel, moneyWheelSegments, roulette, sicBo,
  type BetKindInfo, type DecisionOutcome, type TableOutcome,
} from "@sunrise/games";
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

const HAND_NAMES = ["high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind", "straight flush", "royal flush"];

/** A hold'em or blackjack round's shared cards in words. */
export function describeDecisionOutcome(o: DecisionOutcome): string {
  if (o.game === "casino hold'em") {
    const hand = (h: { category: number }) => HAND_NAMES[h.category] ?? `category ${h.category}`;
    return `player ${cards(o.player)} (${hand(o.playerHand)}) · dealer ${cards(o.dealer)} (${hand(o.dealerHand)}${o.dealerQualifies ? ", qualifies" : ", does not qualify"}) · board ${cards(o.board)} · ${o.winner === "tie" ? "tie" : `${o.winner} wins`}`;
  }
  const dealer = handTotal(o.dealer).total;
  const extras = o.extras.length ? ` · extra cards ${cards(o.extras)}` : "";
  return `every seat ${cards(o.player)} · dealer ${cards(o.dealer)} (${o.dealerBlackjack ? "blackjack" : dealer > 21 ? `${dealer}, bust` : dealer})${extras}`;
}

const ACTION_NAMES: Record<number, Record<number, string>> = {
  [GameType.POKER]: { [HoldemAction.CALL]: "call", [HoldemAction.FOLD]: "fold" },
  [GameType.BLACKJACK]: {
    [BlackjackAction.HIT]: "hit", [BlackjackAction.STAND]: "stand", [BlackjackAction.DOUBLE]: "double", [BlackjackAction.SPLIT]: "split",
    [BlackjackAction.INSURANCE]: "insurance", [BlackjackAction.NO_INSURANCE]: "no insurance",
  },
};

/** A decision as the table's buttons name it ("call", "double"). */
export const actionName = (gameType: number, action: number) => ACTION_NAMES[gameType]?.[action] ?? `action ${action}`;

function kindsOf(gameType: number, variant: number): readonly BetKindInfo[] {
  switch (gameType) {
    case GameType.ROULETTE: return roulette.betKinds;
    case GameType.BACCARAT: return baccarat({ commission: variant !== 1 }).betKinds;
    case GameType.SICBO: return sicBo.betKinds;
    case GameType.DRAGON_TIGER: return dragonTiger.betKinds;
    case GameType.MONEY_WHEEL: return moneyWheel.betKinds;
    case GameType.POKER: return casinoHoldem.betKinds;
    case GameType.BLACKJACK: return blackjack.betKinds;
    default: return [];
  }
}

/** "bet #2 straight [17], 5 SUSD" */
export function describeBet(gameType: number, variant: number, bet: BetRecord): string {
  const name = kindsOf(gameType, variant).find((k) => k.id === bet.kind)?.name ?? `kind ${bet.kind}`;
  const numbers = bet.numbers.length ? ` [${bet.numbers.join(", ")}]` : "";
  return `bet #${bet.index} ${name}${numbers}, ${formatAmount(bet.amount)}`;
}
