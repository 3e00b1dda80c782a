import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameTableConfig, TableLimits, TableRound, type Channel, type EntityManager } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { Batch } from "../store/batch.js";
import { transactionStore } from "../store/store.js";
import { seedTableConfig } from "../_test/tables.js";
import { BATCH_ENTITIES } from "../store/mikro-database.js";
import type { EventMeta, HandlerContext } from "./context.js";
import { onBetPlaced, onLimitsSet, onPagePaid, onPausedChanged, onRoundOpened, onRoundRefunded } from "./table.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedTableConfig(db.orm, { id: 1, name: "Roulette", gameId: "roulette", gameType: 1, contractAddress: TABLE, minBet: "1", maxBet: "2" });
});
afterAll(async () => db?.close());

const TABLE = "0x00000000000000000000000000000000000000a1";
const LATE_TABLE = "0x00000000000000000000000000000000000000a2";
const ALICE = "0x00000000000000000000000000000000000000e1";
const BOB = "0x00000000000000000000000000000000000000e2";
const SUSD = 1_000_000n;
const meta = (blockNumber: number): EventMeta => ({
  role: "game",
  chainId: 31338,
  blockNumber,
  blockHash: `0x${String(blockNumber).padStart(64, "b")}`,
  timestamp: new Date("2026-11-22T10:00:00Z"),
  txHash: `0x${String(blockNumber).padStart(64, "0")}`,
});

/** Runs handlers in one transaction, as the store does, and returns the notices they sent. */
async function batch(blockNumber: number, fn: (ctx: HandlerContext) => Promise<void>): Promise<[Channel, object][]> {
  const notices: [Channel, object][] = [];
  await db.orm.em.fork().transactional(async (em: EntityManager) => {
    const store = transactionStore(await Batch.open(em, BATCH_ENTITIES), em, notices);
    await fn({ store, meta: meta(blockNumber) });
    await store.finish();
  });
  return notices;
}
const open = (roundId: bigint) => (ctx: HandlerContext) =>
  onRoundOpened(ctx, TABLE, { tableId: 1n, roundId, gameType: 1, commitment: `0x${"c".repeat(64)}`, openedAt: 1_795_000_000n, closesAt: 1_795_000_015n });
const bet = (roundId: bigint, betIndex: bigint, player: string) => (ctx: HandlerContext) =>
  onBetPlaced(ctx, TABLE, { tableId: 1n, roundId, betIndex, player: player.toUpperCase().replace("0X", "0x"), kind: 1, numbers: [17], amount: 5n * SUSD });

describe("table handlers", () => {
  it("stores when betting closes from RoundOpened", async () => {
    await batch(10, open(1n));
    const round = await db.orm.em.fork().findOneOrFail(TableRound, { id: `${TABLE}:1` });
    expect(round.closesAt).toEqual(new Date(1_795_000_015_000));
    expect(round.openedAt).toEqual(new Date(1_795_000_000_000));
  });

  it("announces each placed bet to its table and the player's balance", async () => {
    const notices = await batch(11, async (ctx) => {
      await bet(1n, 0n, ALICE)(ctx);
      await bet(1n, 1n, BOB)(ctx);
    });
    expect(notices).toEqual([
      ["table_bet", { id: `${TABLE}:1:0`, tableId: 1, roundKey: `${TABLE}:1` }],
      ["balance", { addresses: [ALICE] }],
      ["table_bet", { id: `${TABLE}:1:1`, tableId: 1, roundKey: `${TABLE}:1` }],
      ["balance", { addresses: [BOB] }],
    ]);
  });

  it("announces a balance change only for a bet that paid out, its player read from the stored bet", async () => {
    const notices = await batch(12, (ctx) => onPagePaid(ctx, TABLE, { roundId: 1n, fromBet: 0n, payouts: [180n * SUSD, 0n] }));
    expect(notices).toEqual([["balance", { addresses: [ALICE] }]]);
  });

  it("announces every refunded player's balance when a round is refunded", async () => {
    await batch(13, async (ctx) => {
      await open(2n)(ctx);
      await bet(2n, 0n, ALICE)(ctx);
      await bet(2n, 1n, BOB)(ctx);
    });
    const notices = await batch(14, (ctx) => onRoundRefunded(ctx, TABLE, { roundId: 2n, totalRefunded: 10n * SUSD }));
    expect(notices.filter(([c]) => c === "balance").flatMap(([, p]) => (p as { addresses: string[] }).addresses).sort()).toEqual([ALICE, BOB]);
  });

  it("copies LimitsSet onto the table's config row and keeps the limits by contract address", async () => {
    await batch(15, (ctx) => onLimitsSet(ctx, TABLE.toUpperCase().replace("0X", "0x"), { minBet: 5n * SUSD, maxBet: 5_000n * SUSD, roundTimeout: 3600n }));
    const em = db.orm.em.fork();
    expect(await em.findOneOrFail(GameTableConfig, { id: 1 })).toMatchObject({ minBet: "5000000", maxBet: "5000000000", name: "Roulette" });
    expect(await em.findOneOrFail(TableLimits, { contractAddress: TABLE })).toMatchObject({ minBet: "5000000", maxBet: "5000000000", roundTimeout: 3600, blockNumber: 15 });
  });

  it("keeps the limits of a table that has no config row yet, for the row created later", async () => {
    await batch(16, (ctx) => onLimitsSet(ctx, LATE_TABLE, { minBet: 100n * SUSD, maxBet: 100_000n * SUSD, roundTimeout: 60n }));
    const em = db.orm.em.fork();
    expect(await em.count(GameTableConfig, { contractAddress: LATE_TABLE })).toBe(0);
    expect(await em.findOneOrFail(TableLimits, { contractAddress: LATE_TABLE })).toMatchObject({ minBet: "100000000", maxBet: "100000000000" });
    await batch(17, (ctx) => onLimitsSet(ctx, LATE_TABLE, { minBet: 200n * SUSD, maxBet: 100_000n * SUSD, roundTimeout: 60n }));
    expect(await db.orm.em.fork().findOneOrFail(TableLimits, { contractAddress: LATE_TABLE })).toMatchObject({ minBet: "200000000", blockNumber: 17 });
  });

  it("keeps whether the contract is paused beside its limits, and a later LimitsSet leaves it alone", async () => {
    const paused = async () => (await db.orm.em.fork().findOneOrFail(TableLimits, { contractAddress: TABLE })).paused;
    expect(await paused()).toBe(false);
    await batch(18, (ctx) => onPausedChanged(ctx, TABLE, true));
    expect(await paused()).toBe(true);
    await batch(19, (ctx) => onLimitsSet(ctx, TABLE, { minBet: 6n * SUSD, maxBet: 5_000n * SUSD, roundTimeout: 3600n }));
    expect(await paused()).toBe(true);
    await batch(20, (ctx) => onPausedChanged(ctx, TABLE, false));
    expect(await paused()).toBe(false);
  });
});
