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
    case GameType.BACCARAT: return { game: "baccarat", ...baccarat({ commission: true }).deal(shoe()) };
    case GameType.POKER: return { game: "casino hold'em", ...casinoHoldem.deal(stream()) };
    case GameType.SICBO: return { game: "sic bo", ...sicBo.deal(stream()) };
    case GameType.DRAGON_TIGER: return { game: "dragon tiger", ...dragonTiger.deal(shoe()) };
    case GameType.MONEY_WHEEL: return { game: "money wheel", ...moneyWheel.deal(stream()) };
    case GameType.BLACKJACK: return blackjackDecisions ? { game: "blackjack", ...playBlackjack(shoe(), blackjackDecisions) } : null;
    default: throw new RangeError(`unknown game type ${gameType}`);
  }
}
