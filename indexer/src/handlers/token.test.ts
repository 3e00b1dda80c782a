import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Channel, EntityManager } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import * as susdAbi from "../abi/SUSD.js";
import { handleBatch } from "../dispatch.js";
import type { Sources } from "../processor.js";
import { Batch } from "../store/batch.js";
import { BATCH_ENTITIES } from "../store/mikro-database.js";
import { transactionStore } from "../store/store.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const SUSD = "0x00000000000000000000000000000000000005d1";
const OTHER_TOKEN = "0x00000000000000000000000000000000000005d2";
const TREASURY = "0x00000000000000000000000000000000000000a1";
const PLAYER = "0x00000000000000000000000000000000000000c1";
const ZERO = "0x0000000000000000000000000000000000000000";
const SRC: Sources = { bridge: "0x00000000000000000000000000000000000000b2", token: SUSD, tables: [] };
const topic = (address: string) => `0x${address.slice(2).padStart(64, "0")}`;
const transfer = (token: string, from: string, to: string, value: bigint, logIndex: number) => ({
  address: token,
  topics: [susdAbi.events.Transfer.topic, topic(from), topic(to)],
  data: `0x${value.toString(16).padStart(64, "0")}`,
  logIndex,
  transactionHash: `0x${String(logIndex + 1).padStart(64, "0")}`,
});

/** Runs one batch of logs through the indexer's dispatch and returns the notices it sent. */
async function dispatch(logs: ReturnType<typeof transfer>[]): Promise<[Channel, object][]> {
  const notices: [Channel, object][] = [];
  await db.orm.em.fork().transactional(async (em: EntityManager) => {
    const store = transactionStore(await Batch.open(em, BATCH_ENTITIES), em, notices);
    const blocks = [{ header: { height: 7, hash: `0x${"7".repeat(64)}`, timestamp: Date.UTC(2026, 10, 28) }, logs }];
    await handleBatch({ store, blocks, isHead: false } as unknown as Parameters<typeof handleBatch>[0], "game", 31338, SRC);
    await store.finish();
  });
  return notices;
}

const notified = (notices: [Channel, object][]) => notices.filter(([c]) => c === "balance").flatMap(([, p]) => (p as { addresses: string[] }).addresses);

describe("token transfers", () => {
  it("tells both wallets of a treasury transfer that their balance moved", async () => {
    expect(notified(await dispatch([transfer(SUSD, TREASURY, PLAYER, 5_000_000n, 0)])).sort()).toEqual([TREASURY, PLAYER].sort());
  });

  it("tells the receiver of a mint, and not the zero address", async () => {
    expect(notified(await dispatch([transfer(SUSD, ZERO, PLAYER, 1n, 0)]))).toEqual([PLAYER]);
  });

  it("ignores another contract's Transfer events", async () => {
    expect(notified(await dispatch([transfer(OTHER_TOKEN, TREASURY, PLAYER, 1n, 0)]))).toEqual([]);
  });
});
