import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

export const RoundState = { OPEN: "open", CLOSED: "closed", SETTLED: "settled", REFUNDED: "refunded" } as const;

/** One round of one table, with everything needed to re-derive it: commitment, client seed, revealed seed. */
export const TableRound = defineEntity({
  name: "TableRound",
  triggers: [hotChangeTrigger],
  properties: {
    /** `<table contract>:<round id>` */
    id: p.string().length(64).primary(),
    table: address().index(),
    tableId: p.integer().index(),
    /** The game the table deals (1 roulette … 7 blackjack), from its RoundOpened event. */
    gameType: p.smallint(),
    roundId: p.integer(),
    state: p.string().length(8),
    commitment: p.string().length(66),
    clientSeed: p.string().length(66).nullable(),
    serverSeed: p.string().length(66).nullable(),
    openedAt: p.datetime().index(),
    closedAt: p.datetime().nullable(),
    settledAt: p.datetime().nullable(),
    totalStaked: tokenAmount().nullable(),
    totalPaid: tokenAmount().nullable(),
    /** What the round dealt, re-derived from its seeds by the games engine (null until settled, or when it depends on decisions). */
    result: p.json<Record<string, unknown>>().nullable(),
    openTx: txHash(),
  },
});
export type TableRound = InferEntity<typeof TableRound>;

export const TableBet = defineEntity({
  name: "TableBet",
  triggers: [hotChangeTrigger],
  properties: {
    /** `<round key>:<bet index>` */
    id: p.string().length(72).primary(),
    roundKey: p.string().length(64).index(),
    tableId: p.integer(),
    betIndex: p.integer(),
    player: address().index(),
    kind: p.integer(),
    numbers: p.array((x) => Number(x), (x: number) => String(x)).default([]),
    amount: tokenAmount(),
    payout: tokenAmount().nullable(),
    refunded: p.boolean().default(false),
    placedAt: p.datetime().index(),
    txHash: txHash(),
  },
});
export type TableBet = InferEntity<typeof TableBet>;
