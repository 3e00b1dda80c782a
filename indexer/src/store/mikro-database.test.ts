import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HashAndHeight, HotTxInfo } from "@subsquid/util-internal-processor-tools";
import { BridgeProcess, Channel, listen, StakingRound, TableBet, TableRound, WalletPair, type EntityManager } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { countRows, snapshotTables } from "../_test/tables.js";
import { MikroDatabase } from "./mikro-database.js";
import type { Store } from "./store.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const ETH = "0x00000000000000000000000000000000000000e1";
const BURN_A = "0x00000000000000000000000000000000000000b1";
const BURN_B = "0x00000000000000000000000000000000000000b2";
const TABLE = "0x00000000000000000000000000000000000000a1";
const id = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
/** Block `height` of fork `fork` (a letter): forks give the same height different hashes. */
const block = (height: number, fork = "a"): HashAndHeight => ({ height, hash: `0x${fork}${String(height).padStart(63, "0")}` });
const at = new Date("2026-11-22T10:00:00.123456Z");

type Handler = (em: EntityManager) => Promise<void> | void;

/** A final batch's handler that writes through the ORM: it asks for the batch's transaction first, as the dispatcher does. */
const withEm = (fn: Handler) => async (store: Store) => {
  await store.exclusive();
  await fn(store.em);
};

/** Runs the handler registered for each block's hash, as the processor would for that slice. */
const handlers =
  (blocks: HashAndHeight[], by: Record<string, Handler>) =>
  async (store: Store, start: number, end: number): Promise<void> => {
    for (const b of blocks.slice(start, end)) await by[b.hash]?.(store.em);
  };

function hot(database: MikroDatabase, baseHead: HashAndHeight, finalizedHead: HashAndHeight, newBlocks: HashAndHeight[], by: Record<string, Handler> = {}) {
  const info: HotTxInfo = { baseHead, finalizedHead, newBlocks };
  return database.transactHot2(info, handlers(newBlocks, by));
}

const bridgeProcess = (em: EntityManager, n: number, amount: string) =>
  em.create(BridgeProcess, { id: id(n), address: ETH, processType: 91, amount, fromAddress: ETH, toAddress: BURN_A, sourceChainId: 1, targetChainId: 2, withdrawTxHash: id(n), withdrawBlock: 1, createdAt: at, updatedAt: at });

describe("MikroDatabase with unfinalized blocks", () => {
  const database = () => new MikroDatabase(db.orm, "store-test", 1, 1);

  it("rolls back two hot blocks to the tables as they were before them when the chain forks", async () => {
    const store = database();
    expect(await store.connect()).toEqual({ height: 0, hash: "0x", top: [] });
    await store.transact({ prevHead: { height: 0, hash: "0x" }, nextHead: block(10), isOnTop: true }, withEm((em) => {
      bridgeProcess(em, 1, "20000000000000123456789");
      em.create(WalletPair, { ethAddress: ETH, burnAddress: BURN_A, txHash: id(100), blockNumber: 10 });
      em.create(TableRound, { id: `${TABLE}:1`, table: TABLE, tableId: 1, gameType: 1, roundId: 1, state: "open", commitment: id(7), openedAt: at, openTx: id(8) });
    }));

    // Block 11 stays on the chain: its changes must survive the fork.
    await hot(store, block(10), block(10), [block(11)], {
      [block(11).hash]: async (em) => {
        const p = await em.findOneOrFail(BridgeProcess, { id: id(1) });
        p.votes = 1;
        em.create(StakingRound, { id: 1, blockStartedAt: 11, startedAt: at });
      },
    });
    const beforeFork = await snapshotTables(db.orm);

    // Blocks 12 and 13 insert, update and delete across tables and columns of every kind.
    await hot(store, block(11), block(10), [block(12), block(13)], {
      [block(12).hash]: async (em) => {
        bridgeProcess(em, 2, "85000000");
        const p = await em.findOneOrFail(BridgeProcess, { id: id(1) });
        Object.assign(p, { status: 2, step: 3, mintTxHash: id(12), amount: "1" });
        em.remove(await em.findOneOrFail(WalletPair, { ethAddress: ETH }));
        const r = await em.findOneOrFail(TableRound, { id: `${TABLE}:1` });
        Object.assign(r, { state: "settled", result: { cards: [1, 2, 3] }, settledAt: at, totalStaked: "500" });
        em.create(TableBet, { id: `${TABLE}:1:0`, roundKey: `${TABLE}:1`, tableId: 1, betIndex: 0, player: ETH, kind: 2, numbers: [7, 11], amount: "100", placedAt: at, txHash: id(9) });
      },
      [block(13).hash]: async (em) => {
        // The same key inserted again after its delete, and rows of block 12 changed again or removed.
        em.create(WalletPair, { ethAddress: ETH, burnAddress: BURN_B, txHash: id(101), blockNumber: 13 });
        (await em.findOneOrFail(BridgeProcess, { id: id(2) })).votes = 2;
        em.remove(await em.findOneOrFail(TableBet, { id: `${TABLE}:1:0` }));
        await em.nativeUpdate(StakingRound, { id: 1 }, { blockEndedAt: 13, endedAt: at, totalReward: "999" });
      },
    });
    expect(await snapshotTables(db.orm)).not.toEqual(beforeFork);
    expect((await store.connect()).top).toEqual([block(11), block(12), block(13)]);
    expect(await countRows(db.orm, "hot_change", "processor = 'store-test' and block_height in (12, 13)")).toBeGreaterThanOrEqual(9);

    const seen: unknown[] = [];
    const sub = await listen(db.url, [Channel.bridgeProcess], (_c, payload) => seen.push(payload));
    try {
      // The chain reorganises after block 11: 12b, 13b and 14b replace 12a and 13a.
      await hot(store, block(11), block(10), [block(12, "b"), block(13, "b"), block(14, "b")]);
      expect(await snapshotTables(db.orm)).toEqual(beforeFork);
      expect(await store.connect()).toEqual({ ...block(10), top: [block(11), block(12, "b"), block(13, "b"), block(14, "b")] });
      expect(await countRows(db.orm, "hot_change", "processor = 'store-test' and block_height >= 12")).toBe(0);
      await expect.poll(() => seen, { timeout: 3000 }).toContainEqual({ id: id(2), address: ETH });
    } finally {
      await sub.close();
    }
  });

  it("drops the undo log of blocks that become final and keeps their changes", async () => {
    const store = database();
    const state = await store.connect();
    const head = state.top[state.top.length - 1]!;
    await hot(store, head, block(13, "b"), [block(15, "b")], {
      [block(15, "b").hash]: async (em) => void bridgeProcess(em, 15, "15"),
    });
    expect(await store.connect()).toEqual({ ...block(13, "b"), top: [block(14, "b"), block(15, "b")] });
    expect(await countRows(db.orm, "hot_change", "processor = 'store-test' and block_height <= 13")).toBe(0);
    expect(await countRows(db.orm, "hot_change", "processor = 'store-test' and block_height = 15")).toBe(1);
    expect(await countRows(db.orm, "bridge_process", `id = '${id(15)}'`)).toBe(1);
  });

  it("redoes hot blocks when a final batch is applied above the final head", async () => {
    const store = database();
    await store.transact({ prevHead: block(13, "b"), nextHead: block(16, "c"), isOnTop: false }, withEm((em) => void bridgeProcess(em, 16, "16")));
    expect(await countRows(db.orm, "bridge_process", `id = '${id(15)}'`)).toBe(0);
    expect(await countRows(db.orm, "bridge_process", `id = '${id(16)}'`)).toBe(1);
    expect(await store.connect()).toEqual({ ...block(16, "c"), top: [] });
    expect(await countRows(db.orm, "hot_change", "processor = 'store-test'")).toBe(0);
  });

  it("leaves nothing half-applied when a handler throws inside a hot batch", async () => {
    const store = database();
    await hot(store, block(16, "c"), block(16, "c"), [block(17)], { [block(17).hash]: async (em) => void bridgeProcess(em, 17, "17") });
    const before = await snapshotTables(db.orm);
    const log = await countRows(db.orm, "hot_change");
    // A fork that rolls back block 17, applies 17b, then fails in 18b.
    const failing = hot(store, block(16, "c"), block(16, "c"), [block(17, "b"), block(18, "b")], {
      [block(17, "b").hash]: async (em) => void bridgeProcess(em, 170, "170"),
      [block(18, "b").hash]: async (em) => {
        (await em.findOneOrFail(BridgeProcess, { id: id(16) })).votes = 5;
        await em.flush();
        throw new Error("handler failed");
      },
    });
    await expect(failing).rejects.toThrow("handler failed");
    expect(await snapshotTables(db.orm)).toEqual(before);
    expect(await countRows(db.orm, "hot_change")).toBe(log);
    expect(await store.connect()).toEqual({ ...block(16, "c"), top: [block(17)] });

    await expect(store.transact({ prevHead: block(16, "c"), nextHead: block(18, "c"), isOnTop: true }, withEm(async (em) => {
      bridgeProcess(em, 180, "180");
      await em.flush();
      throw new Error("final batch failed");
    }))).rejects.toThrow("final batch failed");
    expect(await snapshotTables(db.orm)).toEqual(before);
    expect(await store.connect()).toEqual({ ...block(16, "c"), top: [block(17)] });
  });

  it("refuses an update whose base block is not on the indexed chain", async () => {
    const store = database();
    await expect(hot(store, block(17, "z"), block(16, "c"), [block(18)])).rejects.toThrow(/base block 17 is not on the indexed chain/);
    await expect(hot(store, block(17), block(16, "c"), [block(19)])).rejects.toThrow(/not consecutive/);
    await expect(store.transact({ prevHead: block(12), nextHead: block(20), isOnTop: true }, async () => {})).rejects.toThrow(/expected head 12, database has 16/);
  });
});

describe("MikroDatabase next to the other chain's indexer", () => {
  it("keeps the other processor's later writes to a shared row when it rolls back its own", async () => {
    const asset = new MikroDatabase(db.orm, "shared-asset", 1, 1);
    const game = new MikroDatabase(db.orm, "shared-game", 2, 1);
    const row = () => db.orm.em.fork().findOneOrFail(BridgeProcess, { id: id(500) });
    await asset.transact({ prevHead: { height: 0, hash: "0x" }, nextHead: block(5), isOnTop: true }, withEm((em) => void bridgeProcess(em, 500, "500")));
    // The asset chain's hot block 6 records the withdrawal's block; the game chain then finalizes a vote.
    await hot(asset, block(5), block(5), [block(6)], { [block(6).hash]: async (em) => void ((await em.findOneOrFail(BridgeProcess, { id: id(500) })).withdrawBlock = 6) });
    await game.transact({ prevHead: { height: 0, hash: "0x" }, nextHead: block(3, "g"), isOnTop: true }, withEm(async (em) => {
      Object.assign(await em.findOneOrFail(BridgeProcess, { id: id(500) }), { votes: 2, step: 2 });
    }));
    await hot(asset, block(5), block(5), [block(6, "b")]);
    expect(await row()).toMatchObject({ withdrawBlock: 1, votes: 2, step: 2 });
  });
});
