import type { Channel, EntityManager } from "@sunrise/db";
import type { TestDatabase } from "@sunrise/db/testing";
import { Batch } from "../store/batch.js";
import { transactionStore } from "../store/store.js";
import { BATCH_ENTITIES } from "../store/mikro-database.js";
import type { EventMeta, HandlerContext } from "../handlers/context.js";

export const blockHash = (blockNumber: number) => `0x${String(blockNumber).padStart(64, "b")}`;

export const metaAt = (blockNumber: number): EventMeta => ({
  role: "game",
  chainId: 31338,
  blockNumber,
  blockHash: blockHash(blockNumber),
  timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0, blockNumber)),
  txHash: `0x${String(blockNumber).padStart(64, "0")}`,
});

/** Runs handlers in one transaction with one batch, as the store does, and returns the notices they sent. */
export async function runBatch(db: TestDatabase, blockNumber: number, fn: (ctx: HandlerContext) => Promise<void>): Promise<[Channel, object][]> {
  const notices: [Channel, object][] = [];
  await db.orm.em.fork().transactional(async (em: EntityManager) => {
    const store = transactionStore(await Batch.open(em, BATCH_ENTITIES), em, notices);
    await fn({ store, meta: metaAt(blockNumber) });
    await store.finish();
  });
  return notices;
}
