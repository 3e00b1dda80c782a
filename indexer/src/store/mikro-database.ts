import type { FinalDatabase, FinalTxInfo, HashAndHeight } from "@subsquid/util-internal-processor-tools";
import { LockMode } from "@mikro-orm/core";
import { notify, ProcessorStatus, type Channel, type EntityManager, type Orm } from "@sunrise/db";
import type { Store } from "./store.js";

/**
 * Subsquid database on MikroORM: each batch and the processed head commit in one transaction,
 * so a crash never applies a batch twice or skips one. Notices are queued with pg_notify inside
 * the same transaction, so Postgres delivers them only after commit.
 */
export class MikroDatabase implements FinalDatabase<Store> {
  readonly supportsHotBlocks = false as const;

  constructor(
    private readonly orm: Orm,
    private readonly statusId: string,
    private readonly chainId: number,
    private readonly startBlock: number,
  ) {}

  async connect(): Promise<HashAndHeight> {
    const em = this.orm.em.fork();
    const status = await em.findOne(ProcessorStatus, { id: this.statusId });
    if (status) {
      if (status.chainId !== this.chainId) throw new Error(`processor ${this.statusId} indexed chain ${status.chainId}, configured ${this.chainId}`);
      return { height: status.height, hash: status.hash };
    }
    return { height: this.startBlock - 1, hash: "0x" };
  }

  async transact(info: FinalTxInfo, cb: (store: Store) => Promise<void>): Promise<void> {
    await this.orm.em.fork().transactional(async (em: EntityManager) => {
      const status = await em.findOne(ProcessorStatus, { id: this.statusId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const current = status ? status.height : this.startBlock - 1;
      if (current !== info.prevHead.height) {
        throw new Error(`processor ${this.statusId}: expected head ${info.prevHead.height}, database has ${current}`);
      }
      const notices: [Channel, object][] = [];
      await cb({ em, notify: (channel, payload) => void notices.push([channel, payload]) });
      await em.flush();
      if (status) {
        status.height = info.nextHead.height;
        status.hash = info.nextHead.hash;
      } else {
        em.create(ProcessorStatus, { id: this.statusId, chainId: this.chainId, height: info.nextHead.height, hash: info.nextHead.hash });
      }
      await em.flush();
      for (const [channel, payload] of notices) await notify(em, channel, payload);
    });
  }
}
