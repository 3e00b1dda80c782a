import type { FinalTxInfo, HashAndHeight, HotDatabase, HotDatabaseState, HotTxInfo } from "@subsquid/util-internal-processor-tools";
import { ProcessorHotBlock, ProcessorStatus, TableBet, TableDecision, TableLimits, TableRound, TableShoe, type EntityManager, type Orm } from "@sunrise/db";
import type { Store } from "./store.js";
import { beginHotBlock, endHotBlock, forgetUpTo, rollbackFrom } from "./hot-log.js";
import { coalesceNotices, type Notice } from "./coalesce.js";
import { Batch, runSql } from "./batch.js";

/** Tables handlers write through the batch (one prefetch and one multi-row write per table); the rare events' tables go through MikroORM. */
export const BATCH_ENTITIES = [TableRound, TableBet, TableLimits, TableShoe, TableDecision] as const;

/** One batch's transaction: whether the status row exists (locked), the indexed chain it read, the head to write and the notices to send. */
interface Tx {
  em: EntityManager;
  hasStatus: boolean;
  state: HotDatabaseState;
  head?: HashAndHeight;
  notices: Notice[];
}

/**
 * Subsquid database on MikroORM: each batch and the processed head (final head and hot blocks)
 * commit in one transaction, so a crash never applies a batch twice or skips one. Changes made for
 * unfinalized blocks are logged by triggers and undone when a reorg drops those blocks. Notices
 * are queued with pg_notify inside the same transaction, so Postgres delivers them only after commit.
 */
export class MikroDatabase implements HotDatabase<Store> {
  readonly supportsHotBlocks = true as const;

  constructor(
    private readonly orm: Orm,
    private readonly statusId: string,
    private readonly chainId: number,
    private readonly startBlock: number,
  ) {}

  async connect(): Promise<HotDatabaseState> {
    const em = this.orm.em.fork();
    const status = await em.findOne(ProcessorStatus, { id: this.statusId });
    if (status && status.chainId !== this.chainId) throw new Error(`processor ${this.statusId} indexed chain ${status.chainId}, configured ${this.chainId}`);
    return this.stateOf(em, status);
  }

  async transact(info: FinalTxInfo, cb: (store: Store) => Promise<void>): Promise<void> {
    await this.inTransaction(async (tx) => {
      if (tx.state.height !== info.prevHead.height) {
        throw new Error(`processor ${this.statusId}: expected head ${info.prevHead.height}, database has ${tx.state.height}`);
      }
      // A final batch restarts from the final head: whatever was indexed above it is redone.
      if (tx.state.top.length) tx.notices.push(...(await rollbackFrom(tx.em, this.statusId, tx.state.height + 1)));
      await this.apply(tx, cb);
      this.setHead(tx, info.nextHead);
    });
  }

  transactHot(info: HotTxInfo, cb: (store: Store, block: HashAndHeight) => Promise<void>): Promise<void> {
    return this.transactHot2(info, async (store, start, end) => {
      for (const block of info.newBlocks.slice(start, end)) await cb(store, block);
    });
  }

  async transactHot2(info: HotTxInfo, cb: (store: Store, blockSliceStart: number, blockSliceEnd: number) => Promise<void>): Promise<void> {
    await this.inTransaction(async (tx) => {
      const chain = [tx.state, ...tx.state.top];
      this.checkHotUpdate(info, chain);
      const { baseHead, finalizedHead, newBlocks } = info;
      if (baseHead.height < chain[chain.length - 1]!.height) tx.notices.push(...(await rollbackFrom(tx.em, this.statusId, baseHead.height + 1)));

      const finalCount = newBlocks.filter((b) => b.height <= finalizedHead.height).length;
      if (finalCount > 0) await this.apply(tx, (store) => cb(store, 0, finalCount));
      for (let i = finalCount; i < newBlocks.length; i++) {
        const block = newBlocks[i]!;
        await tx.em.insert(ProcessorHotBlock, { processor: this.statusId, height: block.height, hash: block.hash });
        await beginHotBlock(tx.em, this.statusId, block.height);
        await this.apply(tx, (store) => cb(store, i, i + 1));
        await endHotBlock(tx.em);
      }

      const newChain = [...chain.filter((b) => b.height <= baseHead.height), ...newBlocks];
      const final = newChain.find((b) => b.height === finalizedHead.height);
      if (!final || (final.hash !== finalizedHead.hash && final.hash !== "0x")) {
        throw new Error(`processor ${this.statusId}: finalized block ${finalizedHead.height} is not on the indexed chain`);
      }
      await forgetUpTo(tx.em, this.statusId, finalizedHead.height);
      this.setHead(tx, finalizedHead);
    });
  }

  /** The update must continue the indexed chain: from a block we hold, with consecutive blocks, finalizing no further than its head. */
  private checkHotUpdate({ baseHead, finalizedHead, newBlocks }: HotTxInfo, chain: HashAndHeight[]): void {
    const fail = (why: string) => {
      throw new Error(`processor ${this.statusId}: ${why} (is another processor writing this status?)`);
    };
    newBlocks.forEach((b, i) => b.height !== baseHead.height + 1 + i && fail(`blocks after ${baseHead.height} are not consecutive`));
    const base = chain.find((b) => b.height === baseHead.height);
    if (!base || (base.hash !== baseHead.hash && base.hash !== "0x")) fail(`base block ${baseHead.height} is not on the indexed chain`);
    if (newBlocks.length === 0 && baseHead.height !== chain[chain.length - 1]!.height) fail("a rollback without new blocks");
    const head = newBlocks[newBlocks.length - 1] ?? baseHead;
    if (finalizedHead.height < chain[0]!.height || finalizedHead.height > head.height) fail(`finalized block ${finalizedHead.height} outside ${chain[0]!.height}..${head.height}`);
  }

  /**
   * One transaction per batch in few round trips: the status row is locked and read with the hot
   * blocks in one query; the new head and the batch's notices are written with one statement.
   */
  private async inTransaction(fn: (tx: Tx) => Promise<void>): Promise<void> {
    await this.orm.em.fork().transactional(async (em: EntityManager) => {
      const [row] = await runSql(
        em,
        `select s.height, s.hash, s.chain_id,
           (select coalesce(json_agg(json_build_object('height', h.height, 'hash', h.hash) order by h.height), '[]') from processor_hot_block h where h.processor = s.id) as top
         from processor_status s where s.id = $1 for update of s`,
        [this.statusId],
      );
      const state: HotDatabaseState = row ? { height: row.height as number, hash: row.hash as string, top: (typeof row.top === "string" ? JSON.parse(row.top) : row.top) as HashAndHeight[] } : { height: this.startBlock - 1, hash: "0x", top: [] };
      const tx: Tx = { em, hasStatus: !!row, state, notices: [] };
      await fn(tx);
      await em.flush();
      const notices = coalesceNotices(tx.notices);
      // The head and the notices in one statement; Postgres delivers the notices only after commit, in order.
      await runSql(
        em,
        `with head as (
           insert into processor_status (id, chain_id, height, hash, updated_at) select $1, $2, $3, $4, now() where $3::int is not null
           on conflict (id) do update set height = excluded.height, hash = excluded.hash, updated_at = excluded.updated_at returning 1)
         select (select count(*) from head) as head, count(pg_notify(n.channel, n.payload)) as notices from unnest($5::text[], $6::text[]) as n(channel, payload)`,
        [this.statusId, this.chainId, tx.head?.height ?? null, tx.head?.hash ?? null, notices.map(([c]) => c), notices.map(([, p]) => JSON.stringify(p))],
      );
    });
  }

  /** Runs handlers and writes what they changed, so a hot block's rows are logged under that block. */
  private async apply(tx: Tx, cb: (store: Store) => Promise<void>): Promise<void> {
    const batch = await Batch.open(tx.em, BATCH_ENTITIES);
    await cb({ batch, em: tx.em, notify: (channel, payload) => void tx.notices.push([channel, payload]) });
    await tx.em.flush();
    await batch.flush();
  }

  private setHead(tx: Tx, head: HashAndHeight): void {
    tx.head = head;
  }

  private async stateOf(em: EntityManager, status: ProcessorStatus | null): Promise<HotDatabaseState> {
    if (!status) return { height: this.startBlock - 1, hash: "0x", top: [] };
    const top = await em.find(ProcessorHotBlock, { processor: this.statusId }, { orderBy: { height: "asc" }, disableIdentityMap: true });
    return { height: status.height, hash: status.hash, top: top.map((b) => ({ height: b.height, hash: b.hash })) };
  }
}
