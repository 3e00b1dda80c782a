import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Channel, listen, RANKING_WINS_KEPT, rebuildRankings, type RankingNotice } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import type { Sources } from "../processor.js";
import { playerAddress, RandomChain, tableLog, type Block, type RandomTable } from "../rollups/_test/random-chain.js";
import { gameIndexer } from "./_test/indexer.js";
import { mostWinsInAPeriod, rawRankings, rollupRankings } from "./_test/raw-rankings.js";
import { decisionLog, relayedDecisionLog } from "./_test/decision-log.js";

const BRIDGE = "0x00000000000000000000000000000000000000b2";
const table = (id: number, gameType: number): RandomTable => ({ id, address: `0x${(0xa0 + id).toString(16).padStart(40, "0")}`, gameType });
// A blackjack table where players raise their bets (doubles) between the close and the settlement.
const TABLES = [table(1, 1), table(2, 2), table(3, 1), table(4, 5), Object.assign(table(5, 7), { decisions: true })];
const SRC: Sources = { bridge: BRIDGE, tables: TABLES.map((t) => t.address) };
const SEED = Number(process.env.RANKING_SEED ?? 20261124);

let db: TestDatabase;
let game: ReturnType<typeof gameIndexer>;
beforeAll(async () => {
  db = await createTestDatabase();
  game = gameIndexer(db.orm, SRC);
});
afterAll(async () => db?.close());

const START = Date.UTC(2026, 9, 28, 9);
const chain = RandomChain.start(SEED, START, TABLES, BRIDGE, 30);
let sizeSeed = SEED;
const batchSize = () => 1 + ((sizeSeed = (sizeSeed * 1103515245 + 12345) % 2 ** 31) % 25);
const blocks = (c: RandomChain, n: number) => Array.from({ length: n }, () => c.gameBlock());

describe(`rankings (seed ${SEED})`, () => {
  it("equal the raw aggregation of the indexed bets after random batches, with lists cut to their length", async () => {
    // A busy first day (a block a minute, more wins than a list keeps), then weeks of blocks minutes to hours apart.
    await game.ingest(blocks(chain, 400).map((b, i) => ({ ...b, header: { ...b.header, timestamp: START + i * 60_000 } })), batchSize);
    await game.ingest(blocks(chain, 500), batchSize);
    const raw = await rawRankings(db.orm);
    expect(raw.games.filter((r) => r.period === "week").length).toBeGreaterThan(8);
    expect(raw.tables.filter((r) => r.period === "month").length).toBeGreaterThan(4);
    expect(await mostWinsInAPeriod(db.orm)).toBeGreaterThan(RANKING_WINS_KEPT);
    expect(await rollupRankings(db.orm)).toEqual(raw);
  });

  it("equal what the migration's rebuild computes from the same bets", async () => {
    const incremental = await rollupRankings(db.orm);
    await rebuildRankings(db.orm.em.fork());
    expect(await rollupRankings(db.orm)).toEqual(incremental);
  });

  it("follow the bets through hot blocks, a reorg onto another fork, and a reorg back to before them, notifying after each commit", async () => {
    const notices: RankingNotice[] = [];
    const sub = await listen(db.url, [Channel.ranking], (_c, payload) => notices.push(payload as RankingNotice));
    try {
      const before = await rollupRankings(db.orm);
      await game.hot(blocks(chain.branch("a", SEED + 2), 15));
      const onA = await rollupRankings(db.orm);
      expect(onA).not.toEqual(before);
      expect(onA).toEqual(await rawRankings(db.orm));

      await game.hot(blocks(chain.branch("b", SEED + 3), 10));
      const onB = await rollupRankings(db.orm);
      expect(onB).not.toEqual(onA);
      expect(onB).toEqual(await rawRankings(db.orm));

      const quiet = notices.length;
      const forkC = chain.branch("c", SEED + 4);
      await game.hot(Array.from({ length: 3 }, () => ({ ...forkC.gameBlock(), logs: [] })));
      expect(await rollupRankings(db.orm)).toEqual(before);
      await expect.poll(() => notices.length).toBeGreaterThan(quiet);
      expect(notices.slice(quiet).some((n) => n.popular)).toBe(true);
    } finally {
      await sub.close();
    }
  });

  it("counts a refunded round's bets out of bets and wagered but keeps its players, whichever batch the refund lands in", async () => {
    const t = TABLES[3]!;
    const at = Date.UTC(2030, 0, 8, 12);
    const block = (height: number, logs: ReturnType<typeof tableLog>[]): Block => ({ header: { height, hash: `0xe${String(height).padStart(63, "0")}`, timestamp: at + height * 1000 }, logs });
    const [alice, bob] = [playerAddress(801), playerAddress(802)];
    const h = game.head.height;
    await game.ingest([
      block(h + 1, [tableLog(t.address, "RoundOpened", [4, 700, 5, `0x${"1".repeat(64)}`, 0, 30]), tableLog(t.address, "BetPlaced", [4, 700, 0, alice, 1, [1], 4_000_000n], 1)]),
      block(h + 2, [tableLog(t.address, "BetPlaced", [4, 700, 1, bob, 1, [1], 6_000_000n])]),
      block(h + 3, [tableLog(t.address, "RoundRefunded", [4, 700, 10_000_000n])]),
      block(h + 4, [tableLog(t.address, "RoundOpened", [4, 701, 5, `0x${"2".repeat(64)}`, 0, 30]), tableLog(t.address, "BetPlaced", [4, 701, 0, alice, 1, [1], 2_000_000n], 1)]),
      block(h + 5, [tableLog(t.address, "BettingClosed", [4, 701, h + 5, 0]), tableLog(t.address, "PagePaid", [4, 701, 0, [9_000_000n]], 1)]),
    ], () => 2);
    const rows = await db.orm.em.getConnection().execute(`select period, bets, wagered::text, players from ranking_table where table_id = 4 and period_start = '2030-01-08' order by period`);
    expect(rows).toEqual([{ period: "day", bets: 1, wagered: "2000000", players: 2 }]);
    const wins = await db.orm.em.getConnection().execute(`select period, bet_id, multiplier::text from ranking_win where period_start = '2030-01-08'`);
    expect(wins).toEqual([{ period: "day", bet_id: `${t.address}:701:0`, multiplier: "4.5000" }]);
    expect(await rollupRankings(db.orm)).toEqual(await rawRankings(db.orm));
  });

  it("adds what decisions escrow to wagered and to the stake a win is divided by, and takes it off again with a refund", async () => {
    const t = TABLES[4]!;
    const at = Date.UTC(2030, 1, 12, 12);
    const block = (height: number, logs: ReturnType<typeof tableLog>[]): Block => ({ header: { height, hash: `0xf${String(height).padStart(63, "0")}`, timestamp: at + height * 1000 }, logs });
    const [carol, dave] = [playerAddress(811), playerAddress(812)];
    const h = game.head.height;
    await game.ingest([
      block(h + 1, [tableLog(t.address, "RoundOpened", [5, 800, 7, `0x${"3".repeat(64)}`, 0, 30]), tableLog(t.address, "BetPlaced", [5, 800, 0, carol, 1, [], 10_000_000n], 1)]),
      block(h + 2, [tableLog(t.address, "BettingClosed", [5, 800, h + 2, 0]), decisionLog(t.address, 5, 800, 0, carol, 10_000_000n, 1)]),
      block(h + 3, [tableLog(t.address, "PagePaid", [5, 800, 0, [40_000_000n]])]),
      block(h + 4, [tableLog(t.address, "RoundOpened", [5, 801, 7, `0x${"4".repeat(64)}`, 0, 30]), tableLog(t.address, "BetPlaced", [5, 801, 0, dave, 1, [], 5_000_000n], 1)]),
      // Dave's decision was signed and relayed: the same raise, in a batch's event.
      block(h + 5, [tableLog(t.address, "BettingClosed", [5, 801, h + 5, 0]), relayedDecisionLog(t.address, 5, 801, 0, dave, 5_000_000n, 1)]),
    ], () => 1);
    const day = () => db.orm.em.getConnection().execute(`select bets, wagered::text from ranking_table where table_id = 5 and period = 'day' and period_start = '2030-02-12'`);
    expect(await day()).toEqual([{ bets: 2, wagered: "30000000" }]);
    const wins = await db.orm.em.getConnection().execute(`select amount::text, multiplier::text from ranking_win where period = 'day' and period_start = '2030-02-12'`);
    expect(wins).toEqual([{ amount: "20000000", multiplier: "2.0000" }]);
    await game.ingest([block(h + 6, [tableLog(t.address, "RoundRefunded", [5, 801, 10_000_000n])])], () => 1);
    expect(await day()).toEqual([{ bets: 1, wagered: "20000000" }]);
    expect(await rollupRankings(db.orm)).toEqual(await rawRankings(db.orm));
  });

  it("starts weeks on SPEC §9's origin: 3 Oct 2022 minus 200 weeks, every 7 days", async () => {
    const [row] = await db.orm.em.getConnection().execute(`select period_start::text as start from ranking_table where table_id = 4 and period = 'week' and period_start <= '2030-01-08' order by period_start desc limit 1`);
    const origin = Date.UTC(2022, 9, 3) - 200 * 7 * 86_400_000;
    const start = Date.parse(`${row!.start}T00:00:00Z`);
    expect((start - origin) % (7 * 86_400_000)).toBe(0);
    expect(Date.UTC(2030, 0, 8) - start).toBeLessThan(7 * 86_400_000);
  });
});
