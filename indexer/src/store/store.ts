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
  /** The batch's transaction, for the rare events' tables: only after `exclusive()` when the store pipelines batches. */
  readonly em: EntityManager;
  notify(channel: Channel, payload: object): void;
  /** Gives the handlers the batch's transaction now (the previous batch committed): needed before `em` is used. */
  exclusive(): Promise<void>;
  /**
   * The transaction's writer of this kind (created on first use): what it gathers from every batch
   * the transaction commits is written once, after the batches' rows, in creation order.
   */
  accumulate<W extends Writer>(kind: string, create: () => W): W;
}

/** Gathers what batches add (rollups, rankings) and writes it with set-based statements in the transaction. */
export interface Writer {
  write(store: Store): Promise<void>;
}

/** The writers of one transaction, by kind, in creation order. */
export class Writers {
  private readonly byKind = new Map<string, Writer>();

  get<W extends Writer>(kind: string, create: () => W): W {
    let w = this.byKind.get(kind);
    if (!w) this.byKind.set(kind, (w = create()));
    return w as W;
  }

  async write(store: Store): Promise<void> {
    for (const w of this.byKind.values()) await w.write(store);
  }
}

/** A store over one open transaction (tests, and batches the database does not pipeline): the writers write at `finish`. */
export function transactionStore(batch: Batch, em: EntityManager, notices: [Channel, object][]): Store & { finish(): Promise<void> } {
  const writers = new Writers();
  const store = {
    batch,
    em,
    notify: (channel: Channel, payload: object) => void notices.push([channel, payload]),
    exclusive: async () => {},
    accumulate: <W extends Writer>(kind: string, create: () => W) => writers.get(kind, create),
    async finish() {
      await em.flush();
      await batch.flush();
      await writers.write(store);
    },
  };
  return store;
}
