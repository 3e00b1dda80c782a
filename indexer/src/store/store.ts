import type { EntityManager } from "@sunrise/db";
import type { Channel } from "@sunrise/db";
import { runSql, type Batch } from "./batch.js";

/**
 * What handlers see: the batch's rows of the high-volume tables (read from one prefetch per table,
 * written once per batch), the transaction's entity manager for the rare events' tables, and a
 * list of notices sent at commit.
 */
export interface Store {
  batch: Batch;
  /** The batch's transaction, for the rare events' tables: only after `exclusive()` when the store pipelines batches. */
  readonly em: EntityManager;
  notify(channel: Channel, payload: object): void;
  /** A set-based write (no result) in the batch's transaction: run now, or sent with the commit when the store pipelines batches. */
  sql(sql: string, params: unknown[]): Promise<void>;
  /** Gives the handlers the batch's transaction now (the previous batch committed): needed before `em` is used. */
  exclusive(): Promise<void>;
  /**
   * The transaction's object of this kind (created on first use), gathering from every batch the
   * transaction commits; the writers among them write once, after the batches' rows, in creation order.
   */
  accumulate<T extends object>(kind: string, create: () => T): T;
}

/** Gathers what batches add (rollups, rankings) and writes it with set-based statements in the transaction. */
export interface Writer {
  write(store: Store): Promise<void>;
}

const isWriter = (o: object): o is Writer => typeof (o as Partial<Writer>).write === "function";

/** What one transaction gathers, by kind, in creation order; its writers write at commit. */
export class Writers {
  private readonly byKind = new Map<string, object>();

  get<T extends object>(kind: string, create: () => T): T {
    let o = this.byKind.get(kind);
    if (!o) this.byKind.set(kind, (o = create()));
    return o as T;
  }

  async write(store: Store): Promise<void> {
    for (const o of this.byKind.values()) if (isWriter(o)) await o.write(store);
  }
}

/** A store over one open transaction (tests, and batches the database does not pipeline): the writers write at `finish`. */
export function transactionStore(batch: Batch, em: EntityManager, notices: { push(notice: [Channel, object]): void }): Store & { finish(): Promise<void> } {
  const writers = new Writers();
  const store = {
    batch,
    em,
    notify: (channel: Channel, payload: object) => void notices.push([channel, payload]),
    sql: async (sql: string, params: unknown[]) => void (await runSql(em, sql, params)),
    exclusive: async () => {},
    accumulate: <T extends object>(kind: string, create: () => T) => writers.get(kind, create),
    async finish() {
      await em.flush();
      await batch.flush();
      await writers.write(store);
    },
  };
  return store;
}
