// One store of bench/indexer-ingest.ts: `tsx indexer-ingest-worker.ts memory|project|typeorm` with
// BENCH_INGEST (the chain the parent generated). Runs the project's processor configuration over
// that chain and prints `RESULT {"events","ms"}` once the store has indexed its head.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FinalTxInfo, HashAndHeight, HotDatabase, HotDatabaseState, HotTxInfo } from "@subsquid/util-internal-processor-tools";
import { createOrm, migrate } from "@sunrise/db";
import { createScratchDatabase } from "@sunrise/db/testing";
import { createProcessor } from "../indexer/src/processor.js";
import { handleBatch } from "../indexer/src/dispatch.js";
import { MikroDatabase } from "../indexer/src/store/mikro-database.js";
import * as tableAbi from "../indexer/src/abi/GameTable.js";
import { decodeBetPlaced } from "../indexer/src/hex-decoders.js";

const cfg = JSON.parse(process.env.BENCH_INGEST!) as { rpcUrl: string; chainId: number; startBlock: number; head: number; expected: number; bridge: string; table: string };
const store = process.argv[2] as "memory" | "project" | "typeorm";
const sources = { bridge: cfg.bridge, tables: [cfg.table] };
// The project's defaults, without a rate limit (RPC_RATE_LIMIT's default does not throttle a local node) unless BENCH_RATE_LIMIT sets one.
const processor = createProcessor({ rpcUrl: cfg.rpcUrl, startBlock: cfg.startBlock, finality: 1, headPollInterval: 250, rateLimit: Number(process.env.BENCH_RATE_LIMIT ?? 0) }, sources);

let events = 0;
let started = 0;
let cpuAtStart = process.cpuUsage();
/** The scratch database's URL (none in memory), and its server processes' CPU when the run started. */
let database: { url: string; cpuAtStart: Map<number, number> } | undefined;
/** Time inside the store's transactions (handlers included): what the store costs, apart from fetching. */
let inStore = 0;
const cleanups: (() => Promise<void> | void)[] = [];

/** Any store, watched: once its indexed chain reaches the head, the run is over. */
function watched<S>(db: HotDatabase<S>): HotDatabase<S> {
  const done = async (top: number) => {
    if (top < cfg.head) return;
    // The project's store commits final batches while the next ones are handled: the run ends when the last has committed.
    await (db as Partial<{ settled(): Promise<void> }>).settled?.();
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuAtStart);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const dbCpuMs = database ? [...(await backendCpu(database.url))].reduce((sum, [pid, t]) => sum + t - (database!.cpuAtStart.get(pid) ?? 0), 0) : 0;
    console.log(`RESULT ${JSON.stringify({ events, ms, storeMs: inStore, cpuMs, dbCpuMs })}`);
    for (const c of cleanups) await c();
    process.exit(0);
  };
  const trace = process.env.BENCH_TRACE ? (what: string, t0: number, blocks: number) => console.error(`${store} ${what} ${blocks} blocks ${(performance.now() - t0).toFixed(1)} ms`) : () => {};
  return {
    supportsHotBlocks: true,
    connect: () => db.connect(),
    transact: async (info: FinalTxInfo, cb: (store: S) => Promise<void>) => {
      const t0 = performance.now();
      await db.transact(info, cb);
      inStore += performance.now() - t0;
      trace("transact", t0, info.nextHead.height - info.prevHead.height);
      await done(info.nextHead.height);
    },
    transactHot: async (info: HotTxInfo, cb: (store: S, block: HashAndHeight) => Promise<void>) => {
      await db.transactHot(info, cb);
      await done(info.newBlocks.at(-1)?.height ?? 0);
    },
    transactHot2: async (info: HotTxInfo, cb: (store: S, beg: number, end: number) => Promise<void>) => {
      const t0 = performance.now();
      await db.transactHot2!(info, cb);
      inStore += performance.now() - t0;
      trace("transactHot2", t0, info.newBlocks.length);
      await done(info.newBlocks.at(-1)?.height ?? 0);
    },
  };
}

/** CPU milliseconds each Postgres server process serving this database has used so far (Linux /proc; none elsewhere). */
async function backendCpu(url: string): Promise<Map<number, number>> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        // Fields 14 and 15 (user and system time, in ticks of 10 ms), after the parenthesised command name.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
        cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        // Not Linux, or the process has gone.
      }
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** Starts the clock: from here the run's time and CPU count. */
async function start(url?: string): Promise<void> {
  if (url) database = { url, cpuAtStart: await backendCpu(url) };
  cpuAtStart = process.cpuUsage();
  started = performance.now();
}

interface Bet { id: string; roundKey: string; tableId: number; betIndex: number; player: string; kind: number; numbers: number[]; amount: string; payout: string | null; refunded: boolean; placedAt: Date; txHash: string }
type Ctx = { blocks: { header: { height: number; hash: string; timestamp: number }; logs: { address: string; topics: string[]; data: string; transactionHash: string }[] }[] };

/** The equivalent entity the other stores write: the project's TableBet row for each BetPlaced. */
function betsOf(ctx: Ctx): Bet[] {
  const out: Bet[] = [];
  for (const block of ctx.blocks) {
    for (const log of block.logs) {
      if (log.topics[0] !== tableAbi.events.BetPlaced.topic) continue;
      // The project's decoder, so that the stores differ only in what they write.
      const ev = decodeBetPlaced(log);
      const roundKey = `${log.address}:${ev.roundId}`;
      out.push({
        id: `${roundKey}:${ev.betIndex}`, roundKey, tableId: Number(ev.tableId), betIndex: Number(ev.betIndex), player: ev.player.toLowerCase(), kind: ev.kind, numbers: ev.numbers.map(Number),
        amount: ev.amount.toString(), payout: null, refunded: false, placedAt: new Date(block.header.timestamp), txHash: log.transactionHash,
      });
    }
  }
  events += out.length;
  return out;
}

/** Heads only, rows in a Map: what ingest costs without a database. */
class MemoryDatabase implements HotDatabase<{ bets: Map<string, Bet> }> {
  readonly supportsHotBlocks = true as const;
  private state: HotDatabaseState = { height: cfg.startBlock - 1, hash: "0x", top: [] };
  private readonly bets = new Map<string, Bet>();
  async connect() {
    return this.state;
  }
  async transact(info: FinalTxInfo, cb: (s: { bets: Map<string, Bet> }) => Promise<void>) {
    await cb({ bets: this.bets });
    this.state = { ...info.nextHead, top: [] };
  }
  async transactHot(info: HotTxInfo, cb: (s: { bets: Map<string, Bet> }, b: HashAndHeight) => Promise<void>) {
    for (const b of info.newBlocks) await cb({ bets: this.bets }, b);
    this.state = { ...info.finalizedHead, top: info.newBlocks.filter((b) => b.height > info.finalizedHead.height) };
  }
  async transactHot2(info: HotTxInfo, cb: (s: { bets: Map<string, Bet> }, beg: number, end: number) => Promise<void>) {
    await cb({ bets: this.bets }, 0, info.newBlocks.length);
    this.state = { ...info.finalizedHead, top: info.newBlocks.filter((b) => b.height > info.finalizedHead.height) };
  }
}

/** A TypeORM model (EntitySchema, no decorators) in a throwaway project directory, as typeorm-store loads it. */
function typeormProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "sunrise-sqd-"));
  mkdirSync(join(dir, "lib/model"), { recursive: true });
  const typeorm = createRequire(import.meta.url).resolve("typeorm");
  writeFileSync(
    join(dir, "lib/model/index.js"),
    `const { EntitySchema } = require(${JSON.stringify(typeorm)});
class TableBet { constructor(props) { Object.assign(this, props); } }
const numeric = { to: (v) => v, from: (v) => v };
exports.TableBet = TableBet;
exports.TableBetSchema = new EntitySchema({ name: "TableBet", tableName: "table_bet", target: TableBet, columns: {
  id: { type: "varchar", length: 72, primary: true }, roundKey: { type: "varchar", length: 64 }, tableId: { type: "int4" }, betIndex: { type: "int4" },
  player: { type: "varchar", length: 42 }, kind: { type: "int4" }, numbers: { type: "int4", array: true }, amount: { type: "numeric", transformer: numeric },
  payout: { type: "numeric", nullable: true, transformer: numeric }, refunded: { type: "bool" }, placedAt: { type: "timestamptz" }, txHash: { type: "varchar", length: 66 } } });
`,
  );
  writeFileSync(join(dir, "package.json"), `{"type":"commonjs"}`);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

if (store === "memory") {
  const db = watched(new MemoryDatabase());
  await start();
  processor.run(db, async (ctx) => {
    for (const b of betsOf(ctx as unknown as Ctx)) ctx.store.bets.set(b.id, b);
  });
} else if (store === "project") {
  const scratch = await createScratchDatabase("sunrise_bench");
  const orm = await createOrm(scratch.url);
  await migrate(orm);
  cleanups.push(async () => {
    await orm.close(true);
    await scratch.drop();
  });
  const db = watched(new MikroDatabase(orm, "game-chain", cfg.chainId, cfg.startBlock));
  await start(scratch.url);
  processor.run(db, async (ctx) => {
    events += ctx.blocks.reduce((n, b) => n + b.logs.filter((l) => l.topics[0] === tableAbi.events.BetPlaced.topic).length, 0);
    await handleBatch(ctx, "game", cfg.chainId, sources);
  });
} else {
  const scratch = await createScratchDatabase("sunrise_bench");
  cleanups.push(() => scratch.drop());
  // The same table as the project's (columns and indexes), without the project's undo trigger.
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query(`create table table_bet (id varchar(72) primary key, round_key varchar(64) not null, table_id int4 not null, bet_index int4 not null, player varchar(42) not null,
    kind int4 not null, numbers int4[] not null, amount numeric(78,0) not null, payout numeric(78,0), refunded bool not null, placed_at timestamptz not null, tx_hash varchar(66) not null);
    create index on table_bet (round_key); create index on table_bet (player); create index on table_bet (placed_at);`);
  await client.end();
  process.env.DB_URL = scratch.url;
  const dir = typeormProject();
  const { TypeormDatabase } = await import("@subsquid/typeorm-store");
  const { TableBet } = createRequire(import.meta.url)(join(dir, "lib/model/index.js")) as { TableBet: new (p: Bet) => object };
  const typeormDb = new TypeormDatabase({ supportHotBlocks: true, projectDir: dir });
  cleanups.unshift(() => typeormDb.disconnect());
  const db = watched(typeormDb as unknown as HotDatabase<{ insert(e: object[]): Promise<void> }>);
  await start(scratch.url);
  processor.run(db, async (ctx) => {
    await ctx.store.insert(betsOf(ctx as unknown as Ctx).map((b) => new TableBet(b)));
  });
}
