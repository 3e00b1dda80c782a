import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

// Rankings, kept by the game-chain indexer in the transaction of the bets they count and logged
// like every chain-derived table, so a reorg undoes them with the bets. A bet counts in the UTC day,
// week and month it was placed; weeks are SPEC §9's: 7 days from 3 Oct 2022 UTC minus 200 weeks.
// Popular: games and tables by distinct players, then bets. Volatility: the period's biggest wins
// by multiplier (payout ÷ stake), the top RANKING_WINS_KEPT kept.

export const RankingPeriod = { DAY: "day", WEEK: "week", MONTH: "month" } as const;
export type RankingPeriod = (typeof RankingPeriod)[keyof typeof RankingPeriod];

/** SPEC §9 weekly helper origin: 3 Oct 2022 UTC minus 200 weeks (a Monday). */
export const RANKING_WEEK_ORIGIN = "2018-12-03";

/** Wins kept per period: the volatility list shows at most this many. */
export const RANKING_WINS_KEPT = 100;

/** SQL: the start of the SPEC §9 week holding the date expression `day`. */
export const weekStartSql = (day: string) => `(date '${RANKING_WEEK_ORIGIN}' + 7 * floor((${day} - date '${RANKING_WEEK_ORIGIN}') / 7.0)::int)`;

/** SQL: a lateral join giving each row's three periods (`period`, `start`) from its UTC date expression `day`. */
export const periodsOfSql = (day: string) =>
  `cross join lateral (values ('day', ${day}), ('week', ${weekStartSql(day)}), ('month', date_trunc('month', (${day})::timestamp)::date)) as per(period, start)`;

const periodKey = () => ({
  period: p.string().length(5).primary(),
  periodStart: p.date().primary(),
});

/** Play per period × game type: refunded bets left out of bets and wagered; players distinct, refunded bets included. */
export const RankingGame = defineEntity({
  name: "RankingGame",
  triggers: [hotChangeTrigger],
  properties: {
    ...periodKey(),
    gameType: p.smallint().primary(),
    bets: p.integer().default(0),
    wagered: tokenAmount().default("0"),
    players: p.integer().default(0),
  },
});
export type RankingGame = InferEntity<typeof RankingGame>;

/** Play per period × table, counted like `RankingGame`. */
export const RankingTable = defineEntity({
  name: "RankingTable",
  triggers: [hotChangeTrigger],
  properties: {
    ...periodKey(),
    tableId: p.integer().primary(),
    gameType: p.smallint(),
    bets: p.integer().default(0),
    wagered: tokenAmount().default("0"),
    players: p.integer().default(0),
  },
});
export type RankingTable = InferEntity<typeof RankingTable>;

/** The players behind `RankingGame.players`. */
export const RankingGamePlayer = defineEntity({
  name: "RankingGamePlayer",
  triggers: [hotChangeTrigger],
  properties: { ...periodKey(), gameType: p.smallint().primary(), player: address().primary() },
});
export type RankingGamePlayer = InferEntity<typeof RankingGamePlayer>;

/** The players behind `RankingTable.players`. */
export const RankingTablePlayer = defineEntity({
  name: "RankingTablePlayer",
  triggers: [hotChangeTrigger],
  properties: { ...periodKey(), tableId: p.integer().primary(), player: address().primary() },
});
export type RankingTablePlayer = InferEntity<typeof RankingTablePlayer>;

/** One of a period's biggest wins: a bet paid more than its stake, by multiplier (rounded to 4 places), then payout, then bet id. */
export const RankingWin = defineEntity({
  name: "RankingWin",
  triggers: [hotChangeTrigger],
  indexes: [{ properties: ["period", "periodStart", "multiplier"] }],
  properties: {
    ...periodKey(),
    betId: p.string().length(72).primary(),
    player: address(),
    tableId: p.integer(),
    gameType: p.smallint(),
    amount: tokenAmount(),
    payout: tokenAmount(),
    multiplier: p.decimal("string").columnType("numeric(40,4)"),
    placedAt: p.datetime(),
  },
});
export type RankingWin = InferEntity<typeof RankingWin>;

export const RANKING_ENTITIES = [RankingGame, RankingTable, RankingGamePlayer, RankingTablePlayer, RankingWin] as const;

/** The ranking tables, emptied with the chain-derived tables they are computed from. */
export const RANKING_TABLES = ["ranking_game", "ranking_table", "ranking_game_player", "ranking_table_player", "ranking_win"] as const;
