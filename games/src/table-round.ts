import { FairRng } from "./rng/fair-rng.js";
import { Shoe } from "./cards/shoe.js";
import { GameType } from "./games/bet-kinds.js";
import { roulette, type RouletteOutcome } from "./games/roulette.js";
import { baccarat, type BaccaratOutcome } from "./games/baccarat.js";
import { holdemFromCards, type HoldemOutcome } from "./games/casino-holdem.js";
import { sicBo, type SicBoOutcome } from "./games/sicbo.js";
import { dragonTiger, type DragonTigerOutcome } from "./games/dragon-tiger.js";
import { moneyWheel, type MoneyWheelOutcome } from "./games/money-wheel.js";
import { blackjackFromCards, type BlackjackDeal } from "./games/blackjack/blackjack.js";
import { BLACKJACK_EXTRA_BASE } from "./games/blackjack/infinite.js";
import { ROUND_DECKS, roundDeckCards } from "./deck/round-deck.js";
import type { Bet } from "./games/types.js";

/** Tables deal punto banco with the 5% banker commission unless the table is a no-commission one. */
const tableBaccarat = baccarat({ commission: true });
const noCommissionBaccarat = baccarat({ commission: false });

/** What a table's rules add to its game: baccarat tables may be no-commission (banker 1:1, half on a 6; super 6). */
export interface TableVariant {
  noCommission?: boolean;
}

/** Shoe games: baccarat and dragon tiger deal consecutive rounds from one continuing shoe. */
export const SHOE_GAMES: readonly number[] = [GameType.BACCARAT, GameType.DRAGON_TIGER];

/**
 * A table's variant as its contract holds it (`uint8`): 0 the standard rules, 1 a no-commission
 * baccarat table. Any other value is refused.
 */
export function tableVariant(gameType: number, variant: number): TableVariant {
  if (variant === 0) return {};
  if (variant === 1 && gameType === GameType.BACCARAT) return { noCommission: true };
  throw new RangeError(`game type ${gameType} has no variant ${variant}`);
}

export type TableOutcome =
  | ({ game: "roulette" } & RouletteOutcome)
  | ({ game: "baccarat" } & BaccaratOutcome)
  | ({ game: "casino hold'em" } & HoldemOutcome)
  | ({ game: "sic bo" } & SicBoOutcome)
  | ({ game: "dragon tiger" } & DragonTigerOutcome)
  | ({ game: "money wheel" } & MoneyWheelOutcome)
  | ({ game: "blackjack" } & BlackjackDeal);

/** The seeds as the chain holds them (`0x` hex) and the table's round number. */
export interface TableRoundSeeds {
  serverSeed: string;
  clientSeed: string;
  roundId: number | string;
}

/**
 * A round dealt from its own seeds. Dice and wheels read the round's stream (what a stream table
 * deals); baccarat and dragon tiger deal from a fresh 8-deck shoe shuffled for the round (their
 * tables deal from a continuing shoe instead: `dealShoeRound`). Casino hold'em and blackjack deal
 * from the round's own deck (`roundDeckCards`): the shared cards only, which no decision changes;
 * blackjack's outcome reaches `extraCards` cards into the players' common extra sequence (the
 * round's `extraCards` on chain). Each bet's result needs its decisions: `settleDecisionBets`.
 */
export function dealTableRound(gameType: number, seeds: TableRoundSeeds, extraCards = 0): TableOutcome {
  const stream = () => new FairRng(seeds.serverSeed, seeds.clientSeed, seeds.roundId);
  const shoe = () => new Shoe(seeds.serverSeed, seeds.clientSeed, seeds.roundId);
  const deck = (decks: number) => roundDeckCards(seeds.serverSeed, seeds.clientSeed, seeds.roundId, decks);
  switch (gameType) {
    case GameType.ROULETTE: return { game: "roulette", ...roulette.deal(stream()) };
    case GameType.BACCARAT: return { game: "baccarat", ...tableBaccarat.deal(shoe()) };
    case GameType.POKER: return { game: "casino hold'em", ...holdemFromCards(deck(ROUND_DECKS.holdem)) };
    case GameType.SICBO: return { game: "sic bo", ...sicBo.deal(stream()) };
    case GameType.DRAGON_TIGER: return { game: "dragon tiger", ...dragonTiger.deal(shoe()) };
    case GameType.MONEY_WHEEL: return { game: "money wheel", ...moneyWheel.deal(stream()) };
    case GameType.BLACKJACK: return { game: "blackjack", ...blackjackFromCards(deck(ROUND_DECKS.blackjack).slice(0, BLACKJACK_EXTRA_BASE + extraCards)) };
    default: throw new RangeError(`unknown game type ${gameType}`);
  }
}

/** Games a dealer can run with one betting window: the deal and every payout follow from the seeds and the bets. */
export const SINGLE_WINDOW_GAMES: readonly number[] = [GameType.ROULETTE, GameType.BACCARAT, GameType.SICBO, GameType.DRAGON_TIGER, GameType.MONEY_WHEEL];

/**
 * The total returned to each bet of a settled round, in bet order (token units; 0 on a loss). A
 * bet the game does not accept (unknown kind, malformed numbers) returns nothing. The dealing does
 * not depend on the variant; the baccarat payouts do.
 */
export function tableRoundPayouts(outcome: TableOutcome, bets: readonly Bet[], variant: TableVariant = {}): bigint[] {
  switch (outcome.game) {
    case "roulette": return bets.map((b) => roulette.payout(b, outcome));
    case "baccarat": return bets.map((b) => (variant.noCommission ? noCommissionBaccarat : tableBaccarat).payout(b, outcome));
    case "sic bo": return bets.map((b) => sicBo.payout(b, outcome));
    case "dragon tiger": return bets.map((b) => dragonTiger.payout(b, outcome));
    case "money wheel": return bets.map((b) => moneyWheel.payout(b, outcome));
    default: throw new Error(`${outcome.game} payouts depend on the players' decisions`);
  }
}

export interface RoundPayouts {
  /** Total returned per bet, in bet order (0 on a loss, the stake on a push). */
  payouts: bigint[];
  staked: bigint;
  returned: bigint;
  /** returned − staked: the player's win (positive) or loss (negative) for the round. */
  net: bigint;
}

/** A player's round as the table screen shows it: each bet's payout and the round's win or loss. */
export function payoutsFor(outcome: TableOutcome, bets: readonly Bet[], variant: TableVariant = {}): RoundPayouts {
  const payouts = tableRoundPayouts(outcome, bets, variant);
  const staked = bets.reduce((s, b) => s + b.amount, 0n);
  const returned = payouts.reduce((s, p) => s + p, 0n);
  return { payouts, staked, returned, net: returned - staked };
}
