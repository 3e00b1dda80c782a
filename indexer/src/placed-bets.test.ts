import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Area, Channel, Game, GameTableConfig, listen, type RankingNotice } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import type { Sources } from "./processor.js";
import { playerAddress, tableLog, type Block } from "./rollups/_test/random-chain.js";
import { rawFigures, rollupFigures } from "./rollups/_test/aggregates.js";
import { rawRankings, rollupRankings } from "./rankings/_test/raw-rankings.js";
import { gameIndexer } from "./rankings/_test/indexer.js";

// The rollups and rankings take a batch's bets summed per round, table, player and UTC day: one
// player's many bets in a round, a round straddling midnight within a batch, amounts beyond 2^53,
// and batches whose settlements pay nothing must count exactly as bet by bet.

const TABLE = `0x${"a1".padStart(40, "0")}`;
const SRC: Sources = { bridge: `0x${"b2".padStart(40, "0")}`, tables: [TABLE] };
const [alice, bob, carol, dave] = [playerAddress(1), playerAddress(2), playerAddress(3), playerAddress(4)];
const BIG = 2n ** 60n;
const MIDNIGHT = Date.UTC(2031, 2, 13);

let db: TestDatabase;
let game: ReturnType<typeof gameIndexer>;
beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: `0x${"5".repeat(40)}` });
  em.create(Area, { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(GameTableConfig, { id: 1, name: "Table 1", gameId: "roulette", areaId: "main-hall", contractAddress: TABLE, minBet: "1", maxBet: "1000000000000000000000000" });
  await em.flush();
  game = gameIndexer(db.orm, SRC);
});
afterAll(async () => db?.close());

const sql = (text: string) => db.orm.em.getConnection().execute(text);
const block = (height: number, at: number, logs: [string, unknown[]][]): Block => ({
  header: { height, hash: `0x${String(height).padStart(64, "0")}`, timestamp: at },
  logs: logs.map(([name, args], i) => tableLog(TABLE, name, [1, ...args], i)),
});
const bet = (round: number, index: number, player: string, amount: bigint): [string, unknown[]] => ["BetPlaced", [round, index, player, 1, [17], amount]];
/** A page of round 1 paid: bets from, from + 1, … their payouts (0 for a loss). */
const page = (from: number, payouts: bigint[]): [string, unknown[]] => ["PagePaid", [1, from, payouts]];

describe("a batch's bets summed per group", () => {
  it("count as bet by bet: a player's many bets in a round, a round across midnight, amounts beyond 2^53", async () => {
    // One batch: Bob, then Alice three times, before midnight; Alice twice more and Carol after it.
    await game.ingest([
      block(1, MIDNIGHT - 10_000, [["RoundOpened", [1, 1, `0x${"1".repeat(64)}`, 0, 30]], bet(1, 0, bob, 4_000_000n), bet(1, 1, alice, BIG + 1n), bet(1, 2, alice, BIG + 3n), bet(1, 3, alice, 5_000_000n)]),
      block(2, MIDNIGHT + 10_000, [bet(1, 4, alice, 2n * BIG + 7n), bet(1, 5, carol, 2_000_000n), bet(1, 6, alice, 3_000_000n)]),
    ], () => 2);
    const before = 2n * BIG + 9_000_004n;
    const after = 2n * BIG + 5_000_007n;
    expect(await sql(`select day::text, bets, wagered::text, players, new_players from stats_daily order by day`)).toEqual([
      { day: "2031-03-12", bets: 4, wagered: String(before), players: 2, new_players: 2 },
      { day: "2031-03-13", bets: 3, wagered: String(after), players: 2, new_players: 1 },
    ]);
    expect(await sql(`select address, to_char(first_bet_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at from stats_player order by address`)).toEqual([
      { address: alice, at: "2031-03-12 23:59:50" },
      { address: bob, at: "2031-03-12 23:59:50" },
      { address: carol, at: "2031-03-13 00:00:10" },
    ]);
    expect(await sql(`select period, period_start::text as start, players from stats_active_count order by 1, 2`)).toEqual([
      { period: "day", start: "2031-03-12", players: 2 },
      { period: "day", start: "2031-03-13", players: 2 },
      { period: "month", start: "2031-03-01", players: 3 },
      { period: "week", start: "2031-03-10", players: 3 },
    ]);
    expect(await sql(`select period, period_start::text as start, bets, wagered::text, players from ranking_game order by 1, 2`)).toEqual([
      { period: "day", start: "2031-03-12", bets: 4, wagered: String(before), players: 2 },
      { period: "day", start: "2031-03-13", bets: 3, wagered: String(after), players: 2 },
      { period: "month", start: "2031-03-01", bets: 7, wagered: String(before + after), players: 3 },
      { period: "week", start: "2031-03-10", bets: 7, wagered: String(before + after), players: 3 },
    ]);
    expect(await rollupFigures(db.orm)).toEqual(await rawFigures(db.orm));
    expect(await rollupRankings(db.orm)).toEqual(await rawRankings(db.orm));
  });

  it("leave settlements that pay nothing out: no statement runs and no ranking notice is sent for them", async () => {
    const notices: RankingNotice[] = [];
    const sub = await listen(db.url, [Channel.ranking], (_c, payload) => notices.push(payload as RankingNotice));
    try {
      const versions = () => sql(`select day::text, xmin::text from stats_daily order by day`);
      const untouched = await versions();
      await game.ingest([block(3, MIDNIGHT + 60_000, [["BettingClosed", [1, 3, 0]], page(0, [0n, 0n, 0n, 0n, 0n])])], () => 1);
      expect(await versions()).toEqual(untouched);

      await game.ingest([block(4, MIDNIGHT + 120_000, [page(5, [9_000_000n, 4n * BIG + 5n])])], () => 1);
      expect(await sql(`select day::text, paid_out::text from stats_daily order by day`)).toEqual([
        { day: "2031-03-12", paid_out: "0" },
        { day: "2031-03-13", paid_out: String(4n * BIG + 9_000_005n) },
      ]);
      // A last batch with a bet: its notice comes after any the zero payouts would have sent.
      await game.ingest([block(5, MIDNIGHT + 180_000, [["RoundOpened", [2, 1, `0x${"2".repeat(64)}`, 0, 30]], bet(2, 0, dave, 1_000_000n)])], () => 1);
      await expect.poll(() => notices.at(-1)?.popular).toBe(true);
      expect(notices).toEqual([{ popular: false, volatility: true }, { popular: true, volatility: false }]);
      expect(await rollupFigures(db.orm)).toEqual(await rawFigures(db.orm));
      expect(await rollupRankings(db.orm)).toEqual(await rawRankings(db.orm));
    } finally {
      await sub.close();
    }
  });
});
