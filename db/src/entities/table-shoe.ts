import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/**
 * A shoe's life on its table contract: committed (seed hash on chain, waiting for the entropy
 * block), dealing (Merkle root published), finished (a settle passed the cut), revealed (seed
 * shown: the whole shuffle can be checked) or abandoned (root never published in time).
 */
export const ShoeState = { COMMITTED: "committed", DEALING: "dealing", FINISHED: "finished", REVEALED: "revealed", ABANDONED: "abandoned" } as const;

/** One continuing 8-deck shoe of a baccarat or dragon tiger table, as its Shoe* events record it. */
export const TableShoe = defineEntity({
  name: "TableShoe",
  triggers: [hotChangeTrigger],
  /** A table's current shoe and one shoe by number both walk this index. */
  indexes: [{ properties: ["tableId", "shoeId"] }],
  properties: {
    /** `<table contract>:<shoe id>` */
    id: p.string().length(64).primary(),
    table: address().index(),
    tableId: p.integer(),
    /** 1, 2, … per table. */
    shoeId: p.integer(),
    state: p.string().length(10),
    /** sha256 of the shoe's seed, from ShoeStarted. */
    commitment: p.string().length(66),
    /** Block whose hash is the shoe's client seed. */
    startedBlock: p.integer(),
    startedAt: p.datetime(),
    startTx: txHash(),
    /** From ShoeDealing: the entropy, the Merkle root over the salted positions, the cut and the burn. */
    clientSeed: p.string().length(66).nullable(),
    root: p.string().length(66).nullable(),
    cutIndex: p.smallint().nullable(),
    burnCard: p.smallint().nullable(),
    firstPosition: p.smallint().nullable(),
    /** The next position to deal (first position, then after each proven round). */
    position: p.smallint().nullable(),
    dealingAt: p.datetime().nullable(),
    /** From ShoeFinished: the last position the shoe dealt. */
    lastPosition: p.smallint().nullable(),
    finishedAt: p.datetime().nullable(),
    /** From ShoeRevealed: the seed whose sha256 is the commitment. */
    serverSeed: p.string().length(66).nullable(),
    revealedAt: p.datetime().nullable(),
    /** Rounds whose cards were proven from this shoe. */
    roundCount: p.integer().default(0),
  },
});
export type TableShoe = InferEntity<typeof TableShoe>;
