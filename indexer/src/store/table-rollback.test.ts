import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HashAndHeight } from "@subsquid/util-internal-processor-tools";
import { Channel, GameTableConfig, listen, TableBet, TableRound, TableShoe } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { onBetPlaced, onBettingClosed, onLimitsSet, onRoundCardsProven, onRoundOpened, onRoundRevealed } from "../handlers/table.js";
import { onShoeDealing, onShoeFinished, onShoeStarted } from "../handlers/table-shoe.js";
import type { HandlerContext } from "../handlers/context.js";
import { MikroDatabase } from "./mikro-database.js";
import { seedTableConfig } from "../_test/tables.js";
import type { Store } from "./store.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedTableConfig(db.orm, { id: 4, gameId: "baccarat", gameType: 2, contractAddress: TABLE, minBet: "100", maxBet: "1000" });
});
afterAll(async () => db?.close());

const TABLE = "0x00000000000000000000000000000000000000a4";
const ALICE = "0x00000000000000000000000000000000000000e1";
const block = (height: number, fork = "a"): HashAndHeight => ({ height, hash: `0x${fork}${String(height).padStart(63, "0")}` });
const ctx = (store: Store, b: HashAndHeight): HandlerContext => ({
  store,
  meta: { role: "game", chainId: 31338, blockNumber: b.height, blockHash: b.hash, timestamp: new Date("2026-11-22T10:00:00Z"), txHash: `0x${String(b.height).padStart(64, "0")}` },
});

describe("a reorg under the live tables", () => {
  it("reverts indexed limits and bets, keeps the admin's edit, and tells the table and the wallet", async () => {
    const database = new MikroDatabase(db.orm, "tables-test", 31338, 1);
    await database.connect();
    await database.transact({ prevHead: { height: 0, hash: "0x" }, nextHead: block(10), isOnTop: true }, async () => undefined);
    await database.transactHot2({ baseHead: block(10), finalizedHead: block(10), newBlocks: [block(11)] }, async (store) => {
      await onLimitsSet(ctx(store, block(11)), TABLE, { minBet: 500n, maxBet: 5000n, roundTimeout: 3600n });
      onBetPlaced(ctx(store, block(11)), TABLE, { tableId: 4n, roundId: 1n, betIndex: 0n, player: ALICE, kind: 0, numbers: [], amount: 500n });
    });
    await db.orm.em.fork().nativeUpdate(GameTableConfig, { id: 4 }, { name: "Baccarat Prestige" });

    const seen: [string, unknown][] = [];
    const sub = await listen(db.url, [Channel.tableBet, Channel.balance], (c, payload) => seen.push([c, payload]));
    try {
      await database.transactHot2({ baseHead: block(10), finalizedHead: block(10), newBlocks: [block(11, "b")] }, async () => undefined);
      expect(await db.orm.em.fork().findOneOrFail(GameTableConfig, { id: 4 })).toMatchObject({ minBet: "100", maxBet: "1000", name: "Baccarat Prestige" });
      expect(await db.orm.em.fork().count(TableBet, {})).toBe(0);
      await expect.poll(() => seen, { timeout: 3000 }).toEqual([
        ["table_bet", { id: `${TABLE}:1:0`, tableId: 4, roundKey: `${TABLE}:1` }],
        ["balance", { addresses: [ALICE] }],
      ]);
    } finally {
      await sub.close();
    }
  });
});

describe("a reorg under a shoe", () => {
  const SHOE_TABLE = "0x00000000000000000000000000000000000000a5";
  const h = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

  it("takes back a round's proven cards and the shoe's progress, and tells the shoe's listeners", async () => {
    const database = new MikroDatabase(db.orm, "shoe-test", 31338, 1);
    await database.connect();
    await database.transact({ prevHead: { height: 0, hash: "0x" }, nextHead: block(20), isOnTop: true }, async (store) => {
      const c = ctx(store, block(20));
      await onShoeStarted(c, SHOE_TABLE, { tableId: 5n, shoeId: 1n, commitment: h(1), startedBlock: 19n });
      await onShoeDealing(c, SHOE_TABLE, { shoeId: 1n, clientSeed: h(2), root: h(3), cutIndex: 350, burnCard: 0, firstPosition: 2 });
      await onRoundOpened(c, SHOE_TABLE, { tableId: 5n, roundId: 1n, gameType: 5, commitment: h(0), openedAt: 1_795_000_000n, closesAt: 1_795_000_015n });
    });
    // Block 21 (hot): the round's cards proven, the shoe at its cut.
    await database.transactHot2({ baseHead: block(20), finalizedHead: block(20), newBlocks: [block(21)] }, async (store) => {
      const c = ctx(store, block(21));
      await onBettingClosed(c, SHOE_TABLE, { roundId: 1n, closedAt: 1_795_000_016n });
      await onRoundCardsProven(c, SHOE_TABLE, { roundId: 1n, shoeId: 1n, firstPosition: 2n, cards: [5, 30], salts: [h(4), h(5)], proofs: [[h(6)], [h(7)]] });
      await onRoundRevealed(c, SHOE_TABLE, { roundId: 1n, clientSeed: h(2), serverSeed: h(0), outcome: [5, 30] });
      await onShoeFinished(c, SHOE_TABLE, { shoeId: 1n, lastPosition: 3 });
    });
    expect(await db.orm.em.fork().findOneOrFail(TableShoe, { id: `${SHOE_TABLE}:1` })).toMatchObject({ state: "finished", position: 4, roundCount: 1 });

    const seen: [string, unknown][] = [];
    const sub = await listen(db.url, [Channel.tableShoe, Channel.tableRound], (c, payload) => seen.push([c, payload]));
    try {
      await database.transactHot2({ baseHead: block(20), finalizedHead: block(20), newBlocks: [block(21, "b")] }, async () => undefined);
      const em = db.orm.em.fork();
      expect(await em.findOneOrFail(TableShoe, { id: `${SHOE_TABLE}:1` })).toMatchObject({ state: "dealing", position: 2, roundCount: 0, lastPosition: null });
      expect(await em.findOneOrFail(TableRound, { id: `${SHOE_TABLE}:1` })).toMatchObject({ state: "open", shoeId: 1, firstPosition: null, cardProofs: null, outcome: null, result: null });
      await expect.poll(() => seen.map(([c]) => c).sort(), { timeout: 3000 }).toEqual(["table_round", "table_shoe"]);
    } finally {
      await sub.close();
    }
  });
});
