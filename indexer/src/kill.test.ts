// Exactly-once under kill -9: the indexer (src/main.ts) ingests a dense game chain (bets, closes,
// settlements) while it is killed with SIGKILL at 20 random points and restarted; its tables end
// up equal, row for row, to those of an uninterrupted run over the same chain.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { writeDeployments } from "@sunrise/contracts";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { startChild, startHardhat, type Child, type LocalChain } from "./_test/chain.js";
import { deployWithTable, placeDenseBets } from "./_test/dense-bets.js";
import { countRows, snapshotTables } from "./_test/tables.js";

const FINALITY = 3;
const KILLS = 20;

let asset: LocalChain;
let game: LocalChain;
let dir: string;
let head: number;
let bets: number;
const dbs: TestDatabase[] = [];
const children: Child[] = [];

beforeAll(async () => {
  [asset, game] = await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")]);
  const deployments = await deployWithTable(asset, game);
  // ~3,000 bets, 18 a block, rounds of 5 blocks each closed and settled (a PagePaid per round: one page each): ~270 blocks.
  ({ head, bets } = await placeDenseBets(game, deployments, { bets: 3_000, perTx: 9, txsPerBlock: 2, blocksPerRound: 5, players: 4, settle: true }));
  dir = mkdtempSync(join(tmpdir(), "sunrise-kill-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
}, 240_000);

afterAll(async () => {
  for (const c of children) await c.stop();
  await Promise.all([asset?.stop(), game?.stop()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const db of dbs) await db.close();
});

/** The game chain's indexer on `db`, slowed to RPC_RATE_LIMIT requests/s so kills land mid-ingest. */
function indexer(db: TestDatabase, rateLimit: number): Child & { proc: import("node:child_process").ChildProcess } {
  const child = startChild(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: resolve(new URL("..", import.meta.url).pathname),
    env: { DATABASE_URL: db.url, DEPLOYMENTS_FILE: join(dir, "deployments.json"), INDEXER_CHAIN: "game", FINALITY_CONFIRMATIONS: String(FINALITY), HEAD_POLL_INTERVAL_MS: "100", RPC_RATE_LIMIT: String(rateLimit) },
  });
  children.push(child);
  return child;
}

const height = async (db: TestDatabase) => {
  const [row] = await db.orm.em.getConnection().execute(`select coalesce(max(height), -1)::int as h from (select height from processor_status union all select height from processor_hot_block) s`);
  return row!.h as number;
};

/** Waits until the indexer holds the whole chain: final head at head − FINALITY, hot blocks up to head. */
async function caughtUp(db: TestDatabase, child: Child) {
  await vi.waitFor(async () => {
    expect(await countRows(db.orm, "processor_status", `height = ${head - FINALITY}`), child.output().slice(-2000)).toBe(1);
    expect(await height(db)).toBe(head);
  }, { timeout: 120_000, interval: 200 });
}

const state = async (db: TestDatabase) => ({
  tables: await snapshotTables(db.orm),
  status: (await db.orm.em.getConnection().execute(`select id, chain_id, height, hash from processor_status`)) as unknown[],
  hot: (await db.orm.em.getConnection().execute(`select processor, height, hash from processor_hot_block order by height`)) as unknown[],
  undo: (await db.orm.em.getConnection().execute(`select processor, block_height, table_name, op, old_row, new_row from hot_change order by id`)) as unknown[],
});

describe("indexer killed with SIGKILL while it ingests", () => {
  it("ends with the tables of an uninterrupted run after 20 kills at random points", async () => {
    const [clean, killed] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    dbs.push(clean, killed);

    const uninterrupted = indexer(clean, 0);
    await caughtUp(clean, uninterrupted);
    await uninterrupted.stop();
    const expected = await state(clean);
    expect(await countRows(clean.orm, "table_bet")).toBe(bets);
    expect(await countRows(clean.orm, "table_bet", "payout is null")).toBe(0);

    const points: string[] = [];
    for (let i = 0; i < KILLS; i++) {
      const child = indexer(killed, 15);
      // Every other run is killed at a random moment of its start-up; the rest once this run has
      // committed a batch, at a random moment of the batches that follow (mid-transaction or between).
      const before = await height(killed);
      await vi.waitFor(() => expect(child.output()).toMatch(/processing blocks from/), { timeout: 60_000, interval: 20 });
      // (A run that starts at the chain's head has nothing left to commit: it is killed idle.)
      if (i % 2 && before < head) await vi.waitFor(async () => expect(await height(killed)).toBeGreaterThan(before), { timeout: 60_000, interval: 10 });
      await new Promise((r) => setTimeout(r, Math.random() * 500));
      child.proc.kill("SIGKILL");
      await new Promise((r) => child.proc.once("exit", r));
      points.push(`${before}→${await height(killed)}`);
    }
    console.log(`kill -9 points (indexed height before → after each run): ${points.join(", ")} of ${head}`);
    // Most runs were killed mid-ingest: the chain was not indexed before the last kills.
    expect(points.filter((p) => Number(p.split("→")[1]) < head).length).toBeGreaterThanOrEqual(KILLS / 2);

    const last = indexer(killed, 0);
    await caughtUp(killed, last);
    await last.stop();
    const actual = await state(killed);
    expect(actual.status).toEqual(expected.status);
    expect(actual.hot).toEqual(expected.hot);
    for (const table of Object.keys(expected.tables)) expect(actual.tables[table], table).toEqual(expected.tables[table]);
    expect(actual.undo).toEqual(expected.undo);
  }, 600_000);
});
