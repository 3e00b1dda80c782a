import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { HashAndHeight } from "@subsquid/util-internal-processor-tools";
import { Channel, listen, TableBet, TableRound } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { onBetPlaced, onBettingClosed, onPagePaid, onRoundOpened, onRoundRefunded } from "../handlers/table.js";
import type { HandlerContext } from "../handlers/context.js";
import { countRows } from "../_test/tables.js";
import { MikroDatabase } from "./mikro-database.js";
import type { Store } from "./store.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const TABLE = "0x00000000000000000000000000000000000000a7";
const ALICE = "0x00000000000000000000000000000000000000e1";
const BOB = "0x00000000000000000000000000000000000000e2";
const block = (height: number): HashAndHeight => ({ height, hash: `0x${String(height).padStart(64, "0")}` });
const ctx = (store: Store, height: number): HandlerContext => ({
  store,
  meta: { role: "game", chainId: 31338, blockNumber: height, blockHash: block(height).hash, timestamp: new Date("2026-11-22T10:00:00Z"), txHash: `0x${String(height).padStart(64, "0")}` },
});
const open = (c: HandlerContext, roundId: bigint) => onRoundOpened(c, TABLE, { tableId: 7n, roundId, gameType: 1, commitment: `0x${"c".repeat(64)}`, openedAt: 1_795_000_000n, closesAt: 1_795_000_015n });
const bet = (c: HandlerContext, roundId: bigint, betIndex: bigint, player: string, amount = 5_000_000n) =>
  onBetPlaced(c, TABLE, { tableId: 7n, roundId, betIndex, player, kind: 1, numbers: [17], amount });
const status = async (id: string) => (await db.orm.em.getConnection().execute(`select height from processor_status where id = '${id}'`))[0]?.height as number | undefined;

/** Runs final batches one after another as the processor does (each returns before it has committed). */
async function finalBatches(database: MikroDatabase, from: number, handlers: ((store: Store, height: number) => Promise<void>)[]): Promise<void> {
  let head = from;
  for (const handler of handlers) {
    const next = head + 1;
    await database.transact({ prevHead: head === 0 ? { height: 0, hash: "0x" } : block(head), nextHead: block(next), isOnTop: false }, (store) => handler(store, next));
    head = next;
  }
}

describe("pipelined final batches", () => {
  it("let each batch see what the batches before it wrote, committed or not, and end with the tables a batch-by-batch run leaves", async () => {
    const seen: [string, unknown][] = [];
    const sub = await listen(db.url, [Channel.tableRound], (c, p) => seen.push([c, p]));
    try {
      const database = new MikroDatabase(db.orm, "pipeline-a", 31338, 1);
      await database.connect();
      await finalBatches(database, 0, [
        async (s, h) => open(ctx(s, h), 1n),
        // The round and bets above may not have committed yet: the batch reads them from the batch before.
        async (s, h) => {
          await bet(ctx(s, h), 1n, 0n, ALICE);
          await bet(ctx(s, h), 1n, 1n, BOB);
        },
        async (s, h) => {
          await onPagePaid(ctx(s, h), TABLE, { roundId: 1n, fromBet: 0n, payouts: [10_000_000n] });
          await onBettingClosed(ctx(s, h), TABLE, { roundId: 1n, closedAt: 1_795_000_016n });
        },
        // A query by column (the round's bets) merges committed rows with the batches' own.
        async (s, h) => {
          await bet(ctx(s, h), 1n, 2n, ALICE);
          await onRoundRefunded(ctx(s, h), TABLE, { roundId: 1n, totalRefunded: 15_000_000n });
        },
      ]);
      await database.settled();
      const em = db.orm.em.fork();
      expect(await em.findOneOrFail(TableRound, { id: `${TABLE}:1` })).toMatchObject({ state: "refunded", totalPaid: "15000000", clientSeed: expect.any(String) });
      const bets = await em.find(TableBet, { roundKey: `${TABLE}:1` }, { orderBy: { betIndex: "asc" } });
      expect(bets.map((b) => [b.betIndex, b.refunded, b.payout])).toEqual([
        [0, true, "5000000"],
        [1, true, "5000000"],
        [2, true, "5000000"],
      ]);
      expect(await status("pipeline-a")).toBe(4);
      await new Promise((r) => setTimeout(r, 200));
      // Notices arrive after their commits: the round was announced, and its last notice is its refund.
      expect(seen.at(-1)).toEqual([Channel.tableRound, { id: `${TABLE}:1` }]);
    } finally {
      await sub.close();
    }
  });

  it("fails every call after a failed commit, leaving the head where the last commit put it", async () => {
    const database = new MikroDatabase(db.orm, "pipeline-b", 31338, 1);
    await database.connect();
    await finalBatches(database, 0, [async (s, h) => open(ctx(s, h), 2n)]);
    await database.settled();
    // A row the table's constraint refuses (an address that is not lower case) fails the commit, not the handler.
    await database.transact({ prevHead: block(1), nextHead: block(2), isOnTop: false }, async (s) => {
      s.batch.insertIfAbsent(TableBet, {
        id: `${TABLE}:2:0`, roundKey: `${TABLE}:2`, tableId: 7, betIndex: 0, player: ALICE.toUpperCase(), kind: 1, numbers: [], amount: "1", payout: null, extraStake: "0", hands: null, refunded: false,
        placedAt: new Date(), txHash: block(2).hash,
      });
    });
    // The next batch may be handled before the commit fails; it never commits, and every call after the failure throws it.
    await database.transact({ prevHead: block(2), nextHead: block(3), isOnTop: false }, async (s) => void (await bet(ctx(s, 3), 2n, 1n, BOB))).catch(() => {});
    await expect(database.settled()).rejects.toThrow(/table_bet_player_lowercase/);
    await expect(database.transact({ prevHead: block(3), nextHead: block(4), isOnTop: false }, async () => {})).rejects.toThrow(/table_bet_player_lowercase/);
    expect(await status("pipeline-b")).toBe(1);
    expect(await countRows(db.orm, "table_bet", `round_key = '${TABLE}:2'`)).toBe(0);
    // A restarted indexer goes on from the committed head.
    const restarted = new MikroDatabase(db.orm, "pipeline-b", 31338, 1);
    expect((await restarted.connect()).height).toBe(1);
  });

  it("refuses to commit a group over a head another writer moved, and leaves no connection in a failed transaction", async () => {
    const database = new MikroDatabase(db.orm, "pipeline-d", 31338, 1);
    await database.connect();
    await finalBatches(database, 0, [async (s, h) => open(ctx(s, h), 4n)]);
    await database.settled();
    await db.orm.em.getConnection().execute(`update processor_status set height = 9 where id = 'pipeline-d'`);
    await database.transact({ prevHead: block(1), nextHead: block(2), isOnTop: false }, async (s) => void (await bet(ctx(s, 2), 4n, 0n, ALICE)));
    await expect(database.settled()).rejects.toThrow(/processor pipeline-d: expected head 1, database has 9/);
    expect(await countRows(db.orm, "table_bet", `round_key = '${TABLE}:4'`)).toBe(0);
    // Every pooled connection is usable again (the failed script was rolled back on its connection).
    const reads = await Promise.all(Array.from({ length: 12 }, () => status("pipeline-d")));
    expect(reads).toEqual(Array(12).fill(9));
  });

  it("commits the batches handled while a commit was in flight together, in one transaction", async () => {
    // Every group is ready at once, as when each batch reaches the chain's head.
    const database = new MikroDatabase(db.orm, "pipeline-c", 31338, 1, { minGroupRows: 0 });
    await database.connect();
    await finalBatches(database, 0, [async (s, h) => open(ctx(s, h), 3n)]);
    await database.settled();
    const notices: object[] = [];
    const sub = await listen(db.url, [Channel.tableBet], (_, p) => notices.push(p as object));
    // Another session holds the processor's row: the next commit waits while 29 more batches are handled.
    const blocker = db.orm.em.fork();
    await blocker.begin();
    await blocker.getConnection().execute("select 1 from processor_status where id = 'pipeline-c' for update", [], "all", blocker.getTransactionContext());
    try {
      await finalBatches(
        database,
        1,
        Array.from({ length: 30 }, (_, i) => async (s: Store, h: number) => {
          for (let j = 0; j < 20; j++) await bet(ctx(s, h), 3n, BigInt(i * 20 + j), j % 2 ? ALICE : BOB);
        }),
      );
      expect(await status("pipeline-c")).toBe(1);
      await blocker.commit();
      await database.settled();
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await sub.close();
    }
    expect(await countRows(db.orm, "table_bet", `round_key = '${TABLE}:3'`)).toBe(600);
    expect(await status("pipeline-c")).toBe(31);
    // The first batch committed alone (a notice per bet); the other 29 in one transaction, whose 580 bets of one round make one notice.
    expect(notices.filter((n) => "id" in n)).toHaveLength(20);
    expect(notices.filter((n) => !("id" in n))).toEqual([{ roundKey: `${TABLE}:3`, tableId: 7 }]);
  });

  it("copies a group's new bets in, and when the database already holds one of their keys, writes the rest and leaves that row as it was", async () => {
    const database = new MikroDatabase(db.orm, "pipeline-e", 31338, 1);
    await database.connect();
    await finalBatches(database, 0, [async (s, h) => open(ctx(s, h), 5n)]);
    await database.settled();
    // A bet that reached the database some other way, under a key the next batch creates.
    const taken = { id: `${TABLE}:5:1`, amount: "999" };
    await db.orm.em.getConnection().execute(
      `insert into table_bet (id, round_key, table_id, bet_index, player, kind, amount, placed_at, tx_hash) values ('${taken.id}', '${TABLE}:5', 7, 1, '${ALICE}', 1, ${taken.amount}, now(), '0x01')`,
    );
    await finalBatches(database, 1, [async (s, h) => void [0n, 1n, 2n].forEach((i) => bet(ctx(s, h), 5n, i, BOB))]);
    await database.settled();
    expect(await status("pipeline-e")).toBe(2);
    const rows = await db.orm.em.getConnection().execute(`select id, player, amount from table_bet where round_key = '${TABLE}:5' order by id`);
    expect(rows).toEqual([
      { id: `${TABLE}:5:0`, player: BOB, amount: "5000000" },
      { id: taken.id, player: ALICE, amount: taken.amount },
      { id: `${TABLE}:5:2`, player: BOB, amount: "5000000" },
    ]);
  });

  it("while catching up, gathers batches until the group holds enough rows, commits at once a batch that reached the chain's head, and commits a group that waited long enough", async () => {
    const database = new MikroDatabase(db.orm, "pipeline-f", 31338, 1, { minGroupRows: 50, maxGroupWaitMs: 60_000 });
    await database.connect();
    const bets = (from: number) => async (s: Store, h: number) => {
      for (let i = from; i < from + 20; i++) bet(ctx(s, h), 6n, BigInt(i), i % 2 ? ALICE : BOB);
    };
    // 20 and then 41 rows (a round and bets): below the minimum, nothing commits.
    await finalBatches(database, 0, [async (s, h) => { await open(ctx(s, h), 6n); await bets(0)(s, h); }, bets(20)]);
    await new Promise((r) => setTimeout(r, 200));
    expect(await status("pipeline-f")).toBeUndefined();
    // 61 rows: the three batches commit together.
    await finalBatches(database, 2, [bets(40)]);
    await vi.waitFor(async () => expect(await status("pipeline-f")).toBe(3));
    expect(await countRows(db.orm, "table_bet", `round_key = '${TABLE}:6'`)).toBe(60);
    // A batch that reached the chain's head commits alone, however small.
    await database.transact({ prevHead: block(3), nextHead: block(4), isOnTop: true }, async (s) => bet(ctx(s, 4), 6n, 60n, ALICE));
    await vi.waitFor(async () => expect(await status("pipeline-f")).toBe(4));

    const waiting = new MikroDatabase(db.orm, "pipeline-g", 31338, 1, { minGroupRows: 1_000, maxGroupWaitMs: 300 });
    await waiting.connect();
    await finalBatches(waiting, 0, [async (s, h) => open(ctx(s, h), 7n)]);
    expect(await status("pipeline-g")).toBeUndefined();
    await vi.waitFor(async () => expect(await status("pipeline-g")).toBe(1), { timeout: 5_000 });
  });
});
