import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";
import { Game } from "./game.js";
import { Area } from "./area.js";

/** Floors of the casino (SPEC §3 Table.floor). */
export const Floor = { GROUND: 0, FIRST: 1, SECOND: 2, THIRD_VIP: 3 } as const;
export type Floor = (typeof Floor)[keyof typeof Floor];

/**
 * SPEC §3 Table: one deployed GameTable contract as the lobby shows it. App data (admins edit name,
 * area, floor, enabled, bettingSeconds) except minBet/maxBet, which the indexer writes from the
 * contract's LimitsSet events.
 */
export const GameTableConfig = defineEntity({
  name: "GameTableConfig",
  tableName: "game_table",
  // Logged like chain-derived rows so a reorg reverts the indexer's limit writes column by column (admin edits survive), but never truncated on a chain reset.
  triggers: [hotChangeTrigger],
  properties: {
    /** The contract's on-chain tableId. */
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(64),
    /** The name Japanese pages show (the English one when unset). */
    nameJa: p.string().length(64).nullable().fieldName("name_ja"),
    gameId: () => p.manyToOne(Game).mapToPk().fieldName("game_id").index(),
    areaId: () => p.manyToOne(Area).mapToPk().fieldName("area_id").index(),
    floor: p.smallint().default(Floor.GROUND).index(),
    contractAddress: address().index(),
    minBet: tokenAmount(),
    maxBet: tokenAmount(),
    /** Baccarat variant without banker commission (super 6 offered). */
    noCommission: p.boolean().default(false),
    enabled: p.boolean().default(true),
    /** How long the dealer keeps betting open each round. */
    bettingSeconds: p.integer().default(15),
  },
});
export type GameTableConfig = InferEntity<typeof GameTableConfig>;

/**
 * Limits from each table contract's LimitsSet events, by contract address: chain-derived, so a
 * config row created after the event was indexed can still pick its limits up.
 */
export const TableLimits = defineEntity({
  name: "TableLimits",
  triggers: [hotChangeTrigger],
  properties: {
    contractAddress: address().primary(),
    minBet: tokenAmount(),
    maxBet: tokenAmount(),
    roundTimeout: p.integer(),
    blockNumber: p.integer(),
    /** The contract's Paused / Unpaused events: a paused table takes no bets. */
    paused: p.boolean().default(false),
  },
});
export type TableLimits = InferEntity<typeof TableLimits>;
