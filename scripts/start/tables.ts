import { baccarat, casinoHoldem, dragonTiger, moneyWheel, roulette, sicBo, blackjack, type BetKindInfo } from "@sunrise/games";
import type { TableOptions } from "@sunrise/contracts";

const SUSD = 1_000_000n;
const kinds = (list: readonly BetKindInfo[]) => list.map((k) => ({ id: k.id, maxReturnX100: k.maxReturnX100 }));

/** One demo table per game, each with a bankroll of 1,000,000 game SUSD. */
export function demoTables(): TableOptions[] {
  const games = [roulette, baccarat({ commission: true }), casinoHoldem, sicBo, dragonTiger, moneyWheel, blackjack];
  return games.map((g, i) => ({
    id: i + 1,
    gameType: g.gameType,
    minBet: 1n * SUSD,
    maxBet: 1_000n * SUSD,
    bankroll: 1_000_000n * SUSD,
    betKinds: kinds(g.betKinds),
  }));
}
