import type { FinalTxInfo, HashAndHeight, HotDatabase, HotDatabaseState, HotTxInfo } from "@subsquid/util-internal-processor-tools";
import { whilePostgresAway, ProcessorHotBlock, ProcessorStatus, TableBet, TableDecision, TableLimits, TableRound, TableShoe, type EntityManager, type Orm } from "@sunrise/db";
import { transactionStore, Writers, type Store } from "./store.js";
import { beginHotBlock, endHotBlock, forgetUpTo, rollbackFrom } from "./hot-log.js";
import { Notices } from "./coalesce.js";
import { Batch, runSql, type Overlay } from "./batch.js";
import { literal, Script } from "./script.js";
import { runWithCopyData } from "./copy-in.js";
import { secondsSince, type StoreObserver } from "./observer.js";

/** Postgres's error code for a duplicate key. */
const UNIQUE_VIOLATION = "23505";

/** Tables handlers write through the batch (one prefetch and one multi-row write per table); the rare events' tables go through MikroORM. */
export const BATCH_ENTITIES = [TableRound, TableBet, TableLimits, TableShoe, TableDecision] as const;

/** Writes the head (none when $3 is null) and queues the notices (Postgres delivers them only after commit, in order). */
const HEAD_SQL = `with head as (
  insert into processor_status (id, chain_id, height, hash, updated_at) select $1, $2, $3, $4, now() where $3::int is not null
  on conflict (id) do update set height = excluded.height, hash = excluded.hash, updated_at = excluded.updated_at returning 1)
select (select count(*) from head) as head, count(pg_notify(n.channel, n.payload)) as notices from unnest($5::text[], $6::text[]) as n(channel, payload)`;

/** Rows a commit group may hold before the next batch waits for the commit in flight (memory bound). */
const MAX_GROUP_ROWS = 50_000;
/**
 * Rows a group gathers before it commits while the processor catches up with the chain: a commit's
 * rollup, ranking and head statements cost Postgres about the same whatever the group's size, so
 * fewer, larger commits leave more of the machine to the handlers.
 */
const MIN_GROUP_ROWS = 8_000;
/** The longest a group waits for more rows once it has some. */
const MAX_GROUP_WAIT_MS = 250;

/** Final batches handled while the previous group committed, committed together: their rows, notices, set-based writes and heads. */
interface Group {
  batch: Batch;
  prevHead: HashAndHeight;
  nextHead: HashAndHeight;
  notices: Notices;
  writers: Writers;
  /** Open when a batch needed the transaction while it ran (`exclusive`): the group then commits at once. */
  tx?: Tx;
  /** Whether its last batch reached the chain's head: nothing more is coming for now, so it commits at once. */
  onTop: boolean;
  /** Set once the group has waited MAX_GROUP_WAIT_MS: it commits then, whatever its size. */
  waited: boolean;
  /** Sets `waited`. */
  timer?: NodeJS.Timeout;
  /** The statements of its commit, once it commits: where the writers' statements go. */
  script?: Script;
}

/** One batch's transaction: whether the status row exists (locked), the indexed chain it read, the head to write and the notices to send. */
interface Tx {
  em: EntityManager;
  hasStatus: boolean;
  state: HotDatabaseState;
  head?: HashAndHeight;
  notices: Notices;
}

/**
 * Subsquid database on MikroORM: each batch and the processed head (final head and hot blocks)
 * commit in one transaction, so a crash never applies a batch twice or skips one. Changes made for
 * unfinalized blocks are logged by triggers and undone when a reorg drops those blocks. Notices
 * are queued with pg_notify inside the same transaction, so Postgres delivers them only after commit.
 *
 * Final batches are pipelined (group commit): while one group of batches commits, the next
 * batches' handlers run, reading committed state under the rows the group in flight ended with
 * (`Overlay`), and join the next group, which commits — rows, set-based writes, head and notices
 * in one transaction — once the one in flight has and it is ready: its last batch reached the
 * chain's head, or it holds MIN_GROUP_ROWS rows (catching up), or it has waited MAX_GROUP_WAIT_MS.
 * The slower Postgres is, the larger the groups, so fixed per-transaction costs shrink. A batch
 * that needs the transaction while it runs (`exclusive`: the rare events' ORM writes) waits for
 * the group in flight and commits its group at once. A failed commit fails the next call (the processor then restarts from the last
 * committed head). Hot blocks, and the first final batch after them, are not pipelined.
 */
export class MikroDatabase implements HotDatabase<Store> {
  readonly supportsHotBlocks = true as const;
  /** Final batches handled and not yet committing: they commit together, in one transaction. */
  private group: Group | undefined;
  /** The group in flight (its commit, and the rows it ended with: what a new group reads first). */
  private inFlight: { done: Promise<void>; rows: Overlay } | undefined;
  private handling = false;
  private failure: unknown;
  /** Hot blocks may be on record (indexed above the final head): the next final batch rolls them back first, so it is not pipelined. */
  private hotBlocks = true;

  constructor(
    private readonly orm: Orm,
    private readonly statusId: string,
    private readonly chainId: number,
    private readonly startBlock: number,
    private readonly options: { pipeline?: boolean; minGroupRows?: number; maxGroupWaitMs?: number; observer?: StoreObserver } = {},
  ) {}

  async connect(): Promise<HotDatabaseState> {
    await this.settled();
    const em = this.orm.em.fork();
    const status = await em.findOne(ProcessorStatus, { id: this.statusId });
    if (status && status.chainId !== this.chainId) throw new Error(`processor ${this.statusId} indexed chain ${status.chainId}, configured ${this.chainId}`);
    const state = await this.stateOf(em, status);
    this.hotBlocks = state.top.length > 0;
    return state;
  }

  /** Resolves once every batch handed over has committed; throws what a failed commit threw. */
  async settled(): Promise<void> {
    for (;;) {
      if (this.failure !== undefined) throw this.failure;
      if (this.inFlight) await this.inFlight.done;
      else if (this.group) this.startCommit(true);
      else return;
    }
  }

  async transact(info: FinalTxInfo, cb: (store: Store) => Promise<void>): Promise<void> {
    if (this.failure !== undefined) throw this.failure;
    if (this.options.pipeline === false || this.hotBlocks) {
      await this.settled();
      const started = performance.now();
      await this.inTransaction(async (tx) => {
        this.checkFinalHead(info.prevHead, tx);
        // A final batch restarts from the final head: whatever was indexed above it is redone.
        if (tx.state.top.length) tx.notices.push(...(await rollbackFrom(tx.em, this.statusId, tx.state.height + 1)));
        await this.apply(tx, cb);
        this.setHead(tx, info.nextHead);
      });
      this.options.observer?.committed(info.nextHead.height, secondsSince(started));
      this.hotBlocks = false;
      return;
    }
    // Handlers run without touching I/O: let the commit in flight take its next round trip first.
    await new Promise((resolve) => setImmediate(resolve));
    // A group that grew large while Postgres was busy waits for the commit in flight.
    if (this.group && this.group.batch.size() >= MAX_GROUP_ROWS && this.inFlight) await this.inFlight.done;
    if (this.failure !== undefined) throw this.failure;
    const group = (this.group ??= await this.openGroup(info.prevHead));
    if (group.nextHead.height !== info.prevHead.height) throw new Error(`processor ${this.statusId}: batch after ${info.prevHead.height} does not continue ${group.nextHead.height}`);
    const store = this.storeOf(group);
    this.handling = true;
    try {
      await cb(store);
    } catch (e) {
      // The group holds part of this batch: nothing of it may commit.
      this.failure ??= e;
      if (group.tx) await group.tx.em.rollback().catch(() => {});
      throw e;
    } finally {
      this.handling = false;
    }
    group.nextHead = info.nextHead;
    group.onTop = info.isOnTop;
    if (group.tx) return this.settled();
    if (!this.inFlight) this.startCommit();
  }

  /** What a group's handlers and writers see: its batch, its transaction once open, its notices and writers. */
  private storeOf(group: Group): Store {
    return {
      batch: group.batch,
      get em() {
        if (!group.tx) throw new Error("store: the batch's transaction is not open (call exclusive() before using em)");
        return group.tx.em;
      },
      notify: (channel, payload) => group.notices.add(channel, payload),
      sql: async (sql, params) => {
        if (group.script) group.script.add(sql, params);
        else if (group.tx) await runSql(group.tx.em, sql, params);
        else throw new Error("store: a set-based write before the group commits (writers write at commit)");
      },
      exclusive: async () => {
        while (this.inFlight) await this.inFlight.done;
        if (this.failure !== undefined) throw this.failure;
        group.tx ??= await this.begin();
        group.batch.attach(group.tx.em);
      },
      accumulate: (kind, create) => group.writers.get(kind, create),
    };
  }

  /** A group for the batches from `prevHead` on, reading first what the group in flight wrote. */
  private async openGroup(prevHead: HashAndHeight): Promise<Group> {
    const batch = await Batch.open(this.orm.em.fork(), BATCH_ENTITIES, { deferred: { overlay: this.inFlight?.rows } });
    const group: Group = { batch, prevHead, nextHead: prevHead, notices: new Notices(), writers: new Writers(), onTop: false, waited: false };
    group.timer = setTimeout(() => {
      group.waited = true;
      this.startCommit();
    }, this.options.maxGroupWaitMs ?? MAX_GROUP_WAIT_MS).unref();
    return group;
  }

  /** Whether the group commits now: its batches reached the chain's head, it holds enough rows, or it has waited long enough. */
  private ready(group: Group): boolean {
    return group.onTop || group.waited || group.batch.size() >= (this.options.minGroupRows ?? MIN_GROUP_ROWS);
  }

  /** Commits the group in the background (`force`: whatever its size); when done, the next group (handled meanwhile) starts once ready. */
  private startCommit(force = false): void {
    const group = this.group;
    if (!group || this.inFlight || this.handling || this.failure !== undefined) return;
    if (!force && !this.ready(group)) return;
    clearTimeout(group.timer);
    this.group = undefined;
    const started = performance.now();
    const done = this.commitGroup(group).then(
      () => {
        this.options.observer?.committed(group.nextHead.height, secondsSince(started));
        this.inFlight = undefined;
        this.startCommit();
      },
      (e: unknown) => {
        this.failure ??= e;
        this.inFlight = undefined;
      },
    );
    this.inFlight = { done, rows: group.batch.rows() };
  }

  /**
   * Writes the group as one script: its rows, the writers' set-based statements, the head and the
   * notices. A group without a transaction of its own sends it as one round trip that opens the
   * transaction, checks the head it continues and commits; an exclusive group's open transaction
   * runs it after the ORM's changes.
   */
  private async commitGroup(group: Group): Promise<void> {
    const script = new Script();
    group.script = script;
    group.batch.attach(script);
    await group.batch.flush();
    await group.writers.write(this.storeOf(group));
    // The group's notices, the rankings' among them (their writer announces what it wrote).
    script.add(HEAD_SQL, this.headParams(group.nextHead, group.notices));
    const { tx } = group;
    if (!tx) return this.runScript(group.prevHead, script);
    try {
      this.checkFinalHead(group.prevHead, tx);
      if (tx.state.top.length) throw new Error(`processor ${this.statusId}: hot blocks on record under pipelined final batches`);
      await tx.em.flush();
      await runSql(tx.em, script.text(), []);
      await tx.em.commit();
    } catch (e) {
      await tx.em.rollback().catch(() => {});
      throw e;
    }
  }

  /**
   * Runs a group's script in a transaction of its own, on a connection of its own (rolled back
   * there if it fails), with the copy data of the rows it copies in. Should a copied row's key be
   * taken (a row the database already holds), nothing has been written: the script runs again
   * with conditional inserts instead, which leave such rows as they are.
   */
  private async runScript(prevHead: HashAndHeight, script: Script): Promise<void> {
    // The script is one transaction that checks the head it continues: after a lost connection it
    // either committed (then the head check refuses it again, and the error ends the process) or
    // wrote nothing, so writing it again on a new connection is safe.
    return this.whilePostgresAway(() => this.runScriptOnce(prevHead, script));
  }

  /** Runs `step` again while Postgres cannot be reached; `step` must be safe to repeat after a lost connection. */
  private whilePostgresAway<T>(step: () => Promise<T>): Promise<T> {
    return whilePostgresAway(step, this.options.observer?.postgresUnreachable);
  }

  private async runScriptOnce(prevHead: HashAndHeight, script: Script): Promise<void> {
    const inTransaction = (body: string) => `begin;\n${this.headCheck(prevHead)};\n${body};\ncommit`;
    const pool = await this.orm.em.getConnection().getNativeClient();
    const copyData = script.copyData();
    if (copyData.length) {
      try {
        return await runWithCopyData(pool, inTransaction(script.text(true)), copyData);
      } catch (e) {
        if ((e as { code?: unknown }).code !== UNIQUE_VIOLATION) throw e;
      }
    }
    await runWithCopyData(pool, inTransaction(script.text()), []);
  }

  /** A statement that locks the status row and fails unless the indexed head is `prevHead`, with no hot blocks on record. */
  private headCheck(prevHead: HashAndHeight): string {
    const id = literal(this.statusId);
    return `do $check$ begin
      if coalesce((select height from processor_status where id = ${id} for update), ${this.startBlock - 1}) <> ${prevHead.height} then
        raise exception 'processor %: expected head %, database has %', ${id}, ${prevHead.height}, (select height from processor_status where id = ${id});
      end if;
      if exists (select 1 from processor_hot_block where processor = ${id}) then
        raise exception 'processor %: hot blocks on record under pipelined final batches', ${id};
      end if;
    end $check$`;
  }

  private headParams(head: HashAndHeight | undefined, notices: Notices): unknown[] {
    const list = notices.coalesced();
    return [this.statusId, this.chainId, head?.height ?? null, head?.hash ?? null, list.map(([c]) => c), list.map(([, p]) => JSON.stringify(p))];
  }

  async transactHot(info: HotTxInfo, cb: (store: Store, block: HashAndHeight) => Promise<void>): Promise<void> {
    return this.transactHot2(info, async (store, start, end) => {
      for (const block of info.newBlocks.slice(start, end)) await cb(store, block);
    });
  }

  async transactHot2(info: HotTxInfo, cb: (store: Store, blockSliceStart: number, blockSliceEnd: number) => Promise<void>): Promise<void> {
    await this.settled();
    const started = performance.now();
    let rolledBack = 0;
    await this.inTransaction(async (tx) => {
      const chain = [tx.state, ...tx.state.top];
      this.checkHotUpdate(info, chain);
      const { baseHead, finalizedHead, newBlocks } = info;
      if (baseHead.height < chain[chain.length - 1]!.height) {
        rolledBack = chain[chain.length - 1]!.height - baseHead.height;
        tx.notices.push(...(await rollbackFrom(tx.em, this.statusId, baseHead.height + 1)));
      }

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
    const top = info.newBlocks.at(-1)?.height ?? info.baseHead.height;
    if (rolledBack > 0) this.options.observer?.reorged(rolledBack);
    this.options.observer?.committed(top, secondsSince(started));
    this.hotBlocks = top > info.finalizedHead.height;
  }

  private checkFinalHead(prevHead: HashAndHeight, tx: Tx): void {
    if (tx.state.height !== prevHead.height) {
      throw new Error(`processor ${this.statusId}: expected head ${prevHead.height}, database has ${tx.state.height}`);
    }
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

  /** One batch's transaction (the status row locked and read with the hot blocks in one query), its head and notices written at `end`. */
  private async inTransaction(fn: (tx: Tx) => Promise<void>): Promise<void> {
    const tx = await this.begin();
    try {
      await fn(tx);
      await this.end(tx);
    } catch (e) {
      await tx.em.rollback().catch(() => {});
      throw e;
    }
  }

  /** Opens a batch's transaction; nothing is written yet, so a lost connection is simply tried again. */
  private begin(): Promise<Tx> {
    return this.whilePostgresAway(() => this.beginOnce());
  }

  private async beginOnce(): Promise<Tx> {
    const em = this.orm.em.fork();
    await em.begin();
    try {
      const [row] = await runSql(
        em,
        `select s.height, s.hash, s.chain_id,
           (select coalesce(json_agg(json_build_object('height', h.height, 'hash', h.hash) order by h.height), '[]') from processor_hot_block h where h.processor = s.id) as top
         from processor_status s where s.id = $1 for update of s`,
        [this.statusId],
      );
      const state: HotDatabaseState = row ? { height: row.height as number, hash: row.hash as string, top: (typeof row.top === "string" ? JSON.parse(row.top) : row.top) as HashAndHeight[] } : { height: this.startBlock - 1, hash: "0x", top: [] };
      return { em, hasStatus: !!row, state, notices: new Notices() };
    } catch (e) {
      await em.rollback().catch(() => {});
      throw e;
    }
  }

  /** Writes the head and the notices in one statement, then commits. */
  private async end(tx: Tx): Promise<void> {
    const { em } = tx;
    await em.flush();
    await runSql(em, HEAD_SQL, this.headParams(tx.head, tx.notices));
    await em.commit();
  }

  /** Runs handlers and writes what they changed, so a hot block's rows are logged under that block. */
  private async apply(tx: Tx, cb: (store: Store) => Promise<void>): Promise<void> {
    const store = transactionStore(await Batch.open(tx.em, BATCH_ENTITIES), tx.em, tx.notices);
    await cb(store);
    await store.finish();
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
