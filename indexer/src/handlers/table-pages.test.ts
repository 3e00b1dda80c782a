// PagePaid through the indexer's dispatch, as the chain logs it: a round's bets paid in two pages
// (some lost, some won) within one batch. Every bet gets its own entry of its page, the winners'
// players come from the stored bets (the event names none), and the page's bets are read with the
// batch's one prefetch.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TableBet, TableRound, type Channel, type EntityManager } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import * as tableAbi from "../abi/GameTable.js";
import { handleBatch } from "../dispatch.js";
import type { Sources } from "../processor.js";
import { Batch } from "../store/batch.js";
import { BATCH_ENTITIES } from "../store/mikro-database.js";
import { transactionStore } from "../store/store.js";
import { playerAddress, tableLog, type Block } from "../rollups/_test/random-chain.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const TABLE = `0x${"c7".padStart(40, "0")}`;
const SRC: Sources = { bridge: `0x${"b2".padStart(40, "0")}`, tables: [TABLE] };
const [alice, bob, carol, dave] = [1, 2, 3, 4].map(playerAddress);
const SUSD = 1_000_000n;
const BIG = 10n ** 24n + 1n;

const block = (height: number, logs: [string, unknown[]][]): Block => ({
  header: { height, hash: `0x${String(height).padStart(64, "0")}`, timestamp: Date.UTC(2026, 10, 29, 12, 0, height) },
  logs: logs.map(([name, args], i) => tableLog(TABLE, name, [1, ...args], i)),
});

/** Runs one batch of blocks through the dispatch; returns the notices sent and the table_bet reads it made. */
async function dispatch(blocks: Block[]): Promise<{ notices: [Channel, object][]; betReads: number }> {
  const notices: [Channel, object][] = [];
  let betReads = 0;
  await db.orm.em.fork().transactional(async (em: EntityManager) => {
    const batch = await Batch.open(em, BATCH_ENTITIES);
    const reads = batch as unknown as { select: (table: { name: string }, ...rest: unknown[]) => Promise<unknown> };
    const select = reads.select.bind(batch);
    vi.spyOn(reads, "select").mockImplementation((table, ...rest) => {
      if (table.name === "table_bet") betReads++;
      return select(table, ...rest);
    });
    const store = transactionStore(batch, em, notices);
    await handleBatch({ store, blocks, isHead: false } as unknown as Parameters<typeof handleBatch>[0], "game", 31338, SRC);
    await store.finish();
  });
  return { notices, betReads };
}

const winners = (notices: [Channel, object][]) => notices.filter(([c]) => c === "balance").flatMap(([, p]) => (p as { addresses: string[] }).addresses);
const bets = async () => (await db.orm.em.fork().find(TableBet, { roundKey: `${TABLE}:1` }, { orderBy: { betIndex: "asc" } })).map((b) => [b.player, b.payout]);

describe("PagePaid through the dispatch", () => {
  it("pays each bet of two pages its own entry, 0 for a loss, and announces only the winners' balances", async () => {
    const players = [alice, bob, carol, dave, carol];
    await dispatch([
      block(1, [["RoundOpened", [1, 1, `0x${"1".repeat(64)}`, 1_795_000_000, 1_795_000_030]], ...players.map((p, i): [string, unknown[]] => ["BetPlaced", [1, i, p, 1001, [17], 2n * SUSD]])]),
      block(2, [["BettingClosed", [1, 2, 1_795_000_031]]]),
    ]);
    expect(await bets()).toEqual(players.map((p) => [p, null]));

    const first = block(3, [["RoundRevealed", [1, `0x${"2".repeat(64)}`, `0x${"3".repeat(64)}`, [17]]], ["PagePaid", [1, 0, [0n, 72n * SUSD, 0n]]]]);
    const second = block(4, [["PagePaid", [1, 3, [BIG, 0n]]], ["RoundSettled", [1, `0x${"2".repeat(64)}`, `0x${"3".repeat(64)}`, 10n * SUSD, BIG + 72n * SUSD]]]);
    // The test's logs are what the generated codec reads.
    expect(tableAbi.events.PagePaid.decode(second.logs[0]!)).toEqual({ tableId: 1n, roundId: 1n, fromBet: 3n, payouts: [BIG, 0n] });

    const { notices, betReads } = await dispatch([first, second]);
    expect(await bets()).toEqual([[alice, "0"], [bob, "72000000"], [carol, "0"], [dave, String(BIG)], [carol, "0"]]);
    expect(winners(notices)).toEqual([bob, dave]);
    // Both pages' bets were loaded by the batch's prefetch, in one query.
    expect(betReads).toBe(1);
    expect(await db.orm.em.fork().findOneOrFail(TableRound, { id: `${TABLE}:1` })).toMatchObject({ state: "settled", totalPaid: String(BIG + 72n * SUSD) });
  });
});
