import { FairRng } from "./rng/fair-rng.js";
import { Shoe } from "./cards/shoe.js";
import { GameType } from "./games/bet-kinds.js";
import { roulette, type RouletteOutcome } from "./games/roulette.js";
import { baccarat, type BaccaratOutcome } from "./games/baccarat.js";
import { casinoHoldem, type HoldemOutcome } from "./games/casino-holdem.js";
import { sicBo, type SicBoOutcome } from "./games/sicbo.js";
import { dragonTiger, type DragonTigerOutcome } from "./games/dragon-tiger.js";
import { moneyWheel, type MoneyWheelOutcome } from "./games/money-wheel.js";
import { playBlackjack, type BlackjackOutcome } from "./games/blackjack/round.js";
import type { Decision } from "./games/blackjack/hand.js";
import type { Bet } from "./games/types.js";

/** The tables deal punto banco with the 5% banker commission. */
const tableBaccarat = baccarat({ commission: true });

export type TableOutcome =
  | ({ game: "roulette" } & RouletteOutcome)
  | ({ game: "baccarat" } & BaccaratOutcome)
  | ({ game: "casino hold'em" } & HoldemOutcome)
  | ({ game: "sic bo" } & SicBoOutcome)
  | ({ game: "dragon tiger" } & DragonTigerOutcome)
  | ({ game: "money wheel" } & MoneyWheelOutcome)
  | ({ game: "blackjack" } & BlackjackOutcome);

/** The seeds as the chain holds them (`0x` hex) and the table's round number. */
export interface TableRoundSeeds {
  serverSeed: string;
  clientSeed: string;
  roundId: number | string;
}

/**
 * What a live table's round dealt, from the round's own seeds: the dealer, the indexer and a
 * player's verify view all call this. Dice and wheels read the round's stream; card games deal
 * from a fresh 8-deck shoe shuffled for the round (as a continuous shuffler does), so every round
 * is verified from its own seeds alone. Blackjack's play also depends on the table's decisions:
 * without them (`undefined`) its result is not known and this returns null.
 */
export function dealTableRound(gameType: number, seeds: TableRoundSeeds, blackjackDecisions?: readonly Decision[]): TableOutcome | null {
  const stream = () => new FairRng(seeds.serverSeed, seeds.clientSeed, seeds.roundId);
  const shoe = () => new Shoe(seeds.serverSeed, seeds.clientSeed, seeds.roundId);
  switch (gameType) {
    case GameType.ROULETTE: return { game: "roulette", ...roulette.deal(stream()) };
    case GameType.BACCARAT: return { game: "baccarat", ...tableBaccarat.deal(shoe()) };
    case GameType.POKER: return { game: "casino hold'em", ...casinoHoldem.deal(stream()) };
    case GameType.SICBO: return { game: "sic bo", ...sicBo.deal(stream()) };
    case GameType.DRAGON_TIGER: return { game: "dragon tiger", ...dragonTiger.deal(shoe()) };
    case GameType.MONEY_WHEEL: return { game: "money wheel", ...moneyWheel.deal(stream()) };
    case GameType.BLACKJACK: return blackjackDecisions ? { game: "blackjack", ...playBlackjack(shoe(), blackjackDecisions) } : null;
    default: throw new RangeError(`unknown game type ${gameType}`);
  }
}

/** Games a dealer can run with one betting window: the deal and every payout follow from the seeds and the bets. */
export const SINGLE_WINDOW_GAMES: readonly number[] = [GameType.ROULETTE, GameType.BACCARAT, GameType.SICBO, GameType.DRAGON_TIGER, GameType.MONEY_WHEEL];

/**
 * The total returned to each bet of a settled round, in bet order (token units; 0 on a loss). A
 * bet the game does not accept (unknown kind, malformed numbers) returns nothing.
 */
export function tableRoundPayouts(outcome: TableOutcome, bets: readonly Bet[]): bigint[] {
  switch (outcome.game) {
    case "roulette": return bets.map((b) => roulette.payout(b, outcome));
    case "baccarat": return bets.map((b) => tableBaccarat.payout(b, outcome));
    case "sic bo": return bets.map((b) => sicBo.payout(b, outcome));
    case "dragon tiger": return bets.map((b) => dragonTiger.payout(b, outcome));
    case "money wheel": return bets.map((b) => moneyWheel.payout(b, outcome));
    default: throw new Error(`${outcome.game} payouts depend on the players' decisions`);
  }
}
