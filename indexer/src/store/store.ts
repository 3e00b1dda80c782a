import type { EntityManager } from "@sunrise/db";
import type { Channel } from "@sunrise/db";
import type { Batch } from "./batch.js";

/**
 * What handlers see: the batch's rows of the high-volume tables (read from one prefetch per table,
 * written once per batch), the transaction's entity manager for the rare events' tables, and a
 * list of notices sent at commit.
 */
export interface Store {
  batch: Batch;
  em: EntityManager;
  notify(channel: Channel, payload: object): void;
}
