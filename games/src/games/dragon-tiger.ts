import { rankOf, suitOf, type Card } from "../cards/cards.js";
import { betKindId, GameType } from "./bet-kinds.js";
import { returnOf, type BetKindInfo, type CardSource, type GameModule } from "./types.js";
import { hasNumbers, validateKindOnly } from "./validation.js";

export const DragonTigerBet = {
  DRAGON: betKindId(GameType.DRAGON_TIGER, 1),
  TIGER: betKindId(GameType.DRAGON_TIGER, 2),
  TIE: betKindId(GameType.DRAGON_TIGER, 3),
  SUITED_TIE: betKindId(GameType.DRAGON_TIGER, 4),
} as const;

export interface DragonTigerOutcome { dragon: Card; tiger: Card; winner: "dragon" | "tiger" | "tie"; suitedTie: boolean }

/** One card each from the shoe; ace low. A tie returns half the stake of dragon and tiger bets. */
export const dragonTiger: GameModule<DragonTigerOutcome, CardSource> = {
  gameType: GameType.DRAGON_TIGER,
  name: "dragon tiger",
  betKinds: [
    { id: DragonTigerBet.DRAGON, name: "dragon", pays: "1:1", maxReturnX100: 200 },
    { id: DragonTigerBet.TIGER, name: "tiger", pays: "1:1", maxReturnX100: 200 },
    { id: DragonTigerBet.TIE, name: "tie", pays: "8:1", maxReturnX100: 900 },
    { id: DragonTigerBet.SUITED_TIE, name: "suited tie", pays: "50:1", maxReturnX100: 5100 },
  ] satisfies BetKindInfo[],
  validateBet(bet, limits) {
    return validateKindOnly(bet, dragonTiger.betKinds, "dragon tiger", limits);
  },
  deal(source) {
    const dragon = source.draw();
    const tiger = source.draw();
    const d = rankOf(dragon);
    const t = rankOf(tiger);
    const winner = d > t ? "dragon" : t > d ? "tiger" : "tie";
    return { dragon, tiger, winner, suitedTie: winner === "tie" && suitOf(dragon) === suitOf(tiger) };
  },
  payout(bet, o) {
    if (hasNumbers(bet)) return 0n; // these bets name no numbers: a malformed bet pays nothing
    switch (bet.kind) {
      case DragonTigerBet.DRAGON:
      case DragonTigerBet.TIGER: {
        if (o.winner === "tie") return bet.amount / 2n;
        return o.winner === (bet.kind === DragonTigerBet.DRAGON ? "dragon" : "tiger") ? returnOf(bet.amount, 1) : 0n;
      }
      case DragonTigerBet.TIE:
        return o.winner === "tie" ? returnOf(bet.amount, 8) : 0n;
      case DragonTigerBet.SUITED_TIE:
        return o.suitedTie ? returnOf(bet.amount, 50) : 0n;
      default:
        return 0n;
    }
  },
};
