import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

// Dashboard rollups, kept by the game-chain indexer in the transaction of the bets they count (and
// the bridge rollup by each chain's indexer in the transaction of its withdrawals). Logged like every
// chain-derived table, so a reorg undoes them with the bets. Days are UTC; weeks start on Monday.

/** Area id of a bet whose table has no config row (a primary key column cannot be null). */
export const NO_AREA = "";

/** Every player who ever bet, numbered so the player sets below stay small. */
export const StatsPlayer = defineEntity({
  name: "StatsPlayer",
  triggers: [hotChangeTrigger],
  properties: {
    id: p.integer().primary().autoincrement(),
    address: address().unique(),
    firstBetAt: p.datetime(),
  },
});
export type StatsPlayer = InferEntity<typeof StatsPlayer>;

/** Where a round's bets are counted: its game and its table's area when its first bet was indexed. */
export const StatsRound = defineEntity({
  name: "StatsRound",
  triggers: [hotChangeTrigger],
  properties: {
    roundKey: p.string().length(64).primary(),
    gameType: p.smallint(),
    tableId: p.integer(),
    areaId: p.string().length(32).default(NO_AREA),
  },
});
export type StatsRound = InferEntity<typeof StatsRound>;

/**
 * Play per UTC day × game × table × area, by the day a bet was placed: wagered includes the extra
 * stakes of decisions (calls, doubles, splits, insurance); refunded bets left out of bets, wagered
 * and paid out; players (distinct, refunded bets included) and new players (first bet ever) counted
 * where they bet.
 */
export const StatsDaily = defineEntity({
  name: "StatsDaily",
  triggers: [hotChangeTrigger],
  properties: {
    day: p.date().primary(),
    gameType: p.smallint().primary(),
    tableId: p.integer().primary(),
    areaId: p.string().length(32).primary(),
    bets: p.integer().default(0),
    wagered: tokenAmount().default("0"),
    paidOut: tokenAmount().default("0"),
    players: p.integer().default(0),
    newPlayers: p.integer().default(0),
  },
});
export type StatsDaily = InferEntity<typeof StatsDaily>;

/** The players behind `StatsDaily.players`: exact distinct counts for any grouping and range. */
export const StatsDailyPlayer = defineEntity({
  name: "StatsDailyPlayer",
  triggers: [hotChangeTrigger],
  properties: {
    day: p.date().primary(),
    gameType: p.smallint().primary(),
    tableId: p.integer().primary(),
    areaId: p.string().length(32).primary(),
    playerId: p.integer().primary(),
  },
});
export type StatsDailyPlayer = InferEntity<typeof StatsDailyPlayer>;

/** Players who bet on a day (DAU). */
export const StatsDailyActive = defineEntity({
  name: "StatsDailyActive",
  triggers: [hotChangeTrigger],
  properties: { day: p.date().primary(), playerId: p.integer().primary() },
});
export type StatsDailyActive = InferEntity<typeof StatsDailyActive>;

/** Players who bet in a week (keyed by its Monday). */
export const StatsWeeklyActive = defineEntity({
  name: "StatsWeeklyActive",
  triggers: [hotChangeTrigger],
  properties: { week: p.date().primary(), playerId: p.integer().primary() },
});
export type StatsWeeklyActive = InferEntity<typeof StatsWeeklyActive>;

/** Players who bet in a month (keyed by its first day): MAU. */
export const StatsMonthlyActive = defineEntity({
  name: "StatsMonthlyActive",
  triggers: [hotChangeTrigger],
  properties: { month: p.date().primary(), playerId: p.integer().primary() },
});
export type StatsMonthlyActive = InferEntity<typeof StatsMonthlyActive>;

export const StatsPeriod = { DAY: "day", WEEK: "week", MONTH: "month" } as const;
export type StatsPeriod = (typeof StatsPeriod)[keyof typeof StatsPeriod];

/** Size of each active set above, kept with it: DAU, weekly actives and MAU read without counting. */
export const StatsActiveCount = defineEntity({
  name: "StatsActiveCount",
  triggers: [hotChangeTrigger],
  properties: {
    period: p.string().length(5).primary(),
    periodStart: p.date().primary(),
    players: p.integer().default(0),
  },
});
export type StatsActiveCount = InferEntity<typeof StatsActiveCount>;

export const BridgeDirection = { IN: "in", OUT: "out" } as const;
export type BridgeDirection = (typeof BridgeDirection)[keyof typeof BridgeDirection];

/**
 * Bridge transfers by the UTC day they were started (the source chain's withdrawal): `in` from the
 * asset chain to the game chain, `out` back. Each direction's rows are written by one chain's indexer.
 */
export const StatsBridgeDaily = defineEntity({
  name: "StatsBridgeDaily",
  triggers: [hotChangeTrigger],
  properties: {
    day: p.date().primary(),
    direction: p.string().length(3).primary(),
    volume: tokenAmount().default("0"),
    transfers: p.integer().default(0),
  },
});
export type StatsBridgeDaily = InferEntity<typeof StatsBridgeDaily>;

export const STATS_ENTITIES = [StatsPlayer, StatsRound, StatsDaily, StatsDailyPlayer, StatsDailyActive, StatsWeeklyActive, StatsMonthlyActive, StatsActiveCount, StatsBridgeDaily] as const;

/** The rollup tables, emptied with the chain-derived tables they are computed from. */
export const STATS_TABLES = [
  "stats_player", "stats_round", "stats_daily", "stats_daily_player", "stats_daily_active", "stats_weekly_active", "stats_monthly_active", "stats_active_count", "stats_bridge_daily",
] as const;
