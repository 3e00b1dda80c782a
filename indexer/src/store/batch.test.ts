import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TableBet, TableLimits, TableRound, type EntityManager } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { countRows, snapshotTables } from "../_test/tables.js";
import { beginHotBlock, endHotBlock, rollbackFrom } from "./hot-log.js";
import { Batch } from "./batch.js";
import { Script } from "./script.js";
import { runWithCopyData } from "./copy-in.js";
import { BATCH_ENTITIES } from "./mikro-database.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const TABLE = "0x00000000000000000000000000000000000000a1";
const ALICE = "0x00000000000000000000000000000000000000e1";
const at = new Date("2026-11-22T10:00:00.123Z");
const tx = (n: number) => `0x${String(n).padStart(64, "0")}`;

const round = (n: number): TableRound => ({
  id: `${TABLE}:${n}`, table: TABLE, tableId: 1, gameType: 1, roundId: n, result: null, outcome: null, state: "open", commitment: tx(7), clientSeed: null, serverSeed: null,
  playerSeeds: [], shoeId: null, firstPosition: null, cardProofs: null, root: null, dealtAt: null, window: 0, windowClosesAt: null, settleBy: null, openedAt: at, closesAt: new Date(at.getTime() + 15_000), closedAt: null, settledAt: null, totalStaked: null, totalPaid: null, openTx: tx(8),
});
const bet = (r: number, i: number, amount = "1000000"): TableBet => ({
  id: `${TABLE}:${r}:${i}`, roundKey: `${TABLE}:${r}`, tableId: 1, betIndex: i, player: ALICE, kind: i % 3, numbers: i % 2 ? [i % 37, 4] : [],
  amount, payout: null, extraStake: "0", hands: null, refunded: false, placedAt: at, txHash: tx(i),
});

/** Runs `fn` on a batch inside a transaction and flushes it, as the store does. */
async function inBatch<T>(fn: (batch: Batch, em: EntityManager) => Promise<T> | T): Promise<T> {
  return db.orm.em.fork().transactional(async (em: EntityManager) => {
    const batch = await Batch.open(em, BATCH_ENTITIES);
    const out = await fn(batch, em);
    await batch.flush();
    return out;
  });
}

/** The commit script a pipelined group's batch writes for these new bets. */
async function scriptFor(bets: TableBet[]): Promise<Script> {
  const batch = await Batch.open(db.orm.em.fork(), BATCH_ENTITIES, { deferred: {} });
  for (const x of bets) batch.insertIfAbsent(TableBet, x);
  const script = new Script();
  batch.attach(script);
  await batch.flush();
  return script;
}

describe("Batch", () => {
  it("writes a batch's rows with one statement per table and reads them back as MikroORM does", async () => {
    await inBatch((b) => {
      b.insert(TableRound, round(1));
      for (let i = 0; i < 500; i++) b.insertIfAbsent(TableBet, bet(1, i, `${10n ** 30n + BigInt(i)}`));
    });
    expect(await countRows(db.orm, "table_bet")).toBe(500);
    const orm = await db.orm.em.fork().findOneOrFail(TableBet, { id: `${TABLE}:1:7` });
    const mine = await inBatch((b) => b.get(TableBet, `${TABLE}:1:7`));
    expect(mine).toEqual({ ...bet(1, 7, `${10n ** 30n + 7n}`) });
    expect({ ...orm }).toMatchObject(mine!);
  });

  it("loads every wanted row of a table with one prefetch and serves later reads from the batch", async () => {
    const seen = await inBatch(async (b, em) => {
      for (let i = 0; i < 50; i++) b.want(TableBet, `${TABLE}:1:${i}`);
      b.want(TableBet, `${TABLE}:9:9`);
      b.want(TableRound, `${TABLE}:1`);
      await b.prefetch();
      // Nothing else reaches the database: a row deleted behind the batch's back is still served from it.
      await em.getConnection().execute(`delete from table_bet where id = '${TABLE}:1:3'`, [], "all", em.getTransactionContext());
      const third = await b.get(TableBet, `${TABLE}:1:3`);
      const absent = await b.get(TableBet, `${TABLE}:9:9`);
      const r = await b.get(TableRound, `${TABLE}:1`);
      throw Object.assign(new Error("rollback"), { seen: { third: third?.amount, absent, round: r?.state } });
    }).catch((e: { seen?: unknown }) => e.seen);
    expect(seen).toEqual({ third: `${10n ** 30n + 3n}`, absent: undefined, round: "open" });
    expect(await countRows(db.orm, "table_bet")).toBe(500);
  });

  it("reads many rows by key in their order with one query for those the batch lacks, and none when it has them all", async () => {
    const seen = await inBatch(async (b) => {
      const select = vi.spyOn(b as unknown as { select: (...a: unknown[]) => Promise<unknown> }, "select");
      b.insertIfAbsent(TableBet, bet(2, 0, "77"));
      const keys = [`${TABLE}:1:5`, `${TABLE}:2:0`, `${TABLE}:9:9`, `${TABLE}:1:4`];
      const first = await b.getAll(TableBet, keys);
      const queries = select.mock.calls.length;
      const again = await b.getAll(TableBet, [...keys].reverse());
      throw Object.assign(new Error("rollback"), { seen: { first: first.map((r) => r?.amount), again: again.map((r) => r?.amount), queries, after: select.mock.calls.length } });
    }).catch((e: { seen?: unknown }) => e.seen);
    const stored = (i: number) => `${10n ** 30n + BigInt(i)}`;
    expect(seen).toEqual({ first: [stored(5), "77", undefined, stored(4)], again: [stored(4), undefined, "77", stored(5)], queries: 1, after: 1 });
  });

  it("writes only the rows a batch changed, leaves existing rows alone on insertIfAbsent, and upserts replaced ones", async () => {
    await inBatch(async (b) => {
      const r = (await b.get(TableRound, `${TABLE}:1`))!;
      b.update(TableRound, Object.assign(r, { state: "settled", result: { pockets: [17], nested: { a: "b\"c" } }, totalStaked: "5", settledAt: at }));
      b.insert(TableRound, { ...round(9), result: [1, "two", { three: 3 }] as unknown as Record<string, unknown> });
      const settled = (await b.get(TableBet, `${TABLE}:1:2`))!;
      b.update(TableBet, Object.assign(settled, { payout: "0" }));
      expect(b.insertIfAbsent(TableBet, { ...bet(1, 4), amount: "1" })).toBe(true); // exists in the database: untouched
      b.insert(TableLimits, { contractAddress: TABLE, minBet: "1", maxBet: "2", roundTimeout: 60, blockNumber: 3, paused: false });
    });
    await inBatch(async (b) => void b.insert(TableLimits, { contractAddress: TABLE, minBet: "5", maxBet: "9", roundTimeout: 60, blockNumber: 4, paused: false }));
    const em = db.orm.em.fork();
    expect(await em.findOneOrFail(TableRound, { id: `${TABLE}:1` })).toMatchObject({ state: "settled", result: { pockets: [17], nested: { a: "b\"c" } }, totalStaked: "5", settledAt: at });
    expect(await em.findOneOrFail(TableBet, { id: `${TABLE}:1:2` })).toMatchObject({ payout: "0", numbers: [] });
    expect((await em.findOneOrFail(TableRound, { id: `${TABLE}:9` })).result).toEqual([1, "two", { three: 3 }]);
    expect((await em.findOneOrFail(TableBet, { id: `${TABLE}:1:4` })).amount).toBe(`${10n ** 30n + 4n}`);
    expect(await em.findOneOrFail(TableLimits, { contractAddress: TABLE })).toMatchObject({ minBet: "5", maxBet: "9", blockNumber: 4 });
  });

  it("writes text that needs quoting in an array literal exactly as given", async () => {
    const awkward = ['a "b", {c}\\d', "NULL", "null", "", " padded ", "日本語,", "\\"];
    await inBatch((b) => {
      awkward.forEach((text, i) => b.insert(TableRound, { ...round(20 + i), commitment: text, result: { text } }));
      b.insertIfAbsent(TableBet, { ...bet(20, 0), numbers: [] });
    });
    const em = db.orm.em.fork();
    for (const [i, text] of awkward.entries()) expect(await em.findOneOrFail(TableRound, { id: `${TABLE}:${20 + i}` })).toMatchObject({ commitment: text, result: { text }, clientSeed: null });
    expect((await em.findOneOrFail(TableBet, { id: `${TABLE}:20:0` })).numbers).toEqual([]);
  });

  it("writes plain text beside nulls exactly, the text NULL included", async () => {
    const seeds = ["NULL", null, "0xabc", null, "null"];
    await inBatch((b) => seeds.forEach((clientSeed, i) => b.insert(TableRound, { ...round(40 + i), clientSeed })));
    await inBatch((b) => void b.insert(TableRound, { ...round(45), clientSeed: null, serverSeed: "NULL" }));
    const em = db.orm.em.fork();
    for (const [i, clientSeed] of seeds.entries()) expect((await em.findOneOrFail(TableRound, { id: `${TABLE}:${40 + i}` })).clientSeed).toBe(clientSeed);
    expect(await em.findOneOrFail(TableRound, { id: `${TABLE}:45` })).toMatchObject({ clientSeed: null, serverSeed: "NULL" });
  });

  it("leaves out of new rows the columns all of them hold the default of, and writes every value that differs", async () => {
    const statement = async (bets: TableBet[]) => (await scriptFor(bets)).text();
    const plain = await statement([bet(50, 0), bet(50, 1)]);
    for (const column of ["payout", "extra_stake", "hands", "refunded"]) expect(plain).not.toContain(`"${column}"`);
    expect(plain).toContain(`"amount"`);
    const mixed: TableBet[] = [bet(51, 0), { ...bet(51, 1), payout: "7", extraStake: "5", hands: [{ cards: [1, 2], stake: "5", doubled: false, fromSplit: false, outcome: "win", payout: "7" }], refunded: true }, bet(51, 2)];
    for (const column of ["payout", "extra_stake", "hands", "refunded"]) expect(await statement(mixed)).toContain(`"${column}"`);
    await inBatch((b) => mixed.forEach((x) => b.insertIfAbsent(TableBet, x)));
    const em = db.orm.em.fork();
    for (const x of mixed) expect({ ...(await em.findOneOrFail(TableBet, { id: x.id })) }).toEqual(x);
  });

  it("finds rows by column after writing the batch's pending ones", async () => {
    const refunded = await inBatch(async (b) => {
      b.insert(TableRound, round(2));
      for (let i = 0; i < 3; i++) b.insertIfAbsent(TableBet, bet(2, i));
      const bets = await b.findBy(TableBet, { roundKey: `${TABLE}:2` });
      for (const x of bets) b.update(TableBet, Object.assign(x, { refunded: true, payout: x.amount }));
      return bets.length;
    });
    expect(refunded).toBe(3);
    expect(await countRows(db.orm, "table_bet", `round_key = '${TABLE}:2' and refunded and payout = amount`)).toBe(3);
  });

  it("logs its multi-row inserts and upserts under a hot block, so a rollback undoes them", async () => {
    const before = await snapshotTables(db.orm);
    await inBatch(async (b, em) => {
      await beginHotBlock(em, "batch-test", 50);
      b.insert(TableRound, round(3));
      for (let i = 0; i < 100; i++) b.insertIfAbsent(TableBet, bet(3, i));
      const old = (await b.get(TableBet, `${TABLE}:1:0`))!;
      b.update(TableBet, Object.assign(old, { payout: "42" }));
      await b.flush();
      await endHotBlock(em);
    });
    expect(await countRows(db.orm, "hot_change", "processor = 'batch-test'")).toBe(102);
    await db.orm.em.fork().transactional((em: EntityManager) => rollbackFrom(em, "batch-test", 50));
    expect(await snapshotTables(db.orm)).toEqual(before);
  });

  it("copies new rows into a commit script exactly as given, and its conditional inserts write the same rows", async () => {
    // Text copy format escapes backslash, tab, newline and carriage return; the rest travels as is.
    const awkward = ["tab\there", "back\\slash", "new\nline", "carriage\rreturn", "\\N", "\\.", 'a "b", {c}', "NULL", "", "日本語 🎲"];
    const rows = (r: number): TableBet[] =>
      awkward.map((text, i) => ({
        ...bet(r, i), txHash: text, numbers: i % 2 ? [i, 36] : [], payout: i % 2 ? null : "7",
        hands: [{ cards: [i], stake: text, doubled: false, fromSplit: false, outcome: "win", payout: "7" }], placedAt: new Date(at.getTime() + (i % 3) * 1000),
      }));
    const copied = await scriptFor(rows(60));
    expect(copied.text(true)).toMatch(/^copy "table_bet" \(.*\) from stdin$/);
    await runWithCopyData(await db.orm.em.getConnection().getNativeClient(), `begin;\n${copied.text(true)};\ncommit`, copied.copyData());
    const inserted = await scriptFor(rows(61));
    expect(inserted.text()).toMatch(/^insert into "table_bet" .* on conflict \("id"\) do nothing$/s);
    await db.orm.em.getConnection().execute(inserted.text());
    const em = db.orm.em.fork();
    for (const x of [...rows(60), ...rows(61)]) expect({ ...(await em.findOneOrFail(TableBet, { id: x.id })) }).toEqual(x);
  });
});
