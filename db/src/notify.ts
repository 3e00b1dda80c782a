import type { EntityManager } from "@mikro-orm/postgresql";
import type { Channel } from "./channels.js";

/**
 * Queues a notification inside the current transaction: Postgres delivers it only if and
 * when that transaction commits, so listeners never see rows that were rolled back.
 */
export async function notify(em: EntityManager, channel: Channel, payload: object): Promise<void> {
  await em.getConnection().execute("select pg_notify(?, ?)", [channel, JSON.stringify(payload)], "all", em.getTransactionContext());
}
