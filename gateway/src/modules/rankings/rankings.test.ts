import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Area, Channel, Game, GameTableConfig, rebuildRankings, TableBet, TableRound } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asGuest } from "../../_test/roles.js";
import { subscribe, until } from "../../_test/live.js";
import { periodOf } from "./periods.js";
import { RankingPeriodName } from "./ranking.type.js";

let t: TestGateway;
const TOKEN = "0x" + "ab".repeat(20);
const who = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const [A, B, C, D, E] = [1, 2, 3, 4, 5].map((n) => who(0xa0 + n)) as [string, string, string, string, string];
const table = (id: number) => `0x${(0xc0 + id).toString(16).padStart(40, "0")}`;
const DAY = new Date("2026-03-10T12:00:00Z");
let round = 0;

/** One round at a table with its bets as the indexer writes them: [player, stake, payout | null, refunded?]. */
async function play(tableId: number, gameType: number, at: Date, bets: [string, bigint, bigint | null, boolean?][]): Promise<void> {
  const em = t.db.orm.em.fork();
  const id = `${table(tableId)}:${++round}`;
  em.create(TableRound, { id, table: table(tableId), tableId, gameType, roundId: round, state: "settled", commitment: `0x${"1".repeat(64)}`, openedAt: at, openTx: `0x${"2".repeat(64)}` });
  bets.forEach(([player, amount, payout, refunded], i) =>
    em.create(TableBet, { id: `${id}:${i}`, roundKey: id, tableId, betIndex: i, player, kind: 1, numbers: [1], amount: amount.toString(), payout: payout?.toString() ?? null, refunded: refunded ?? false, placedAt: at, txHash: `0x${"3".repeat(64)}` }));
  await em.flush();
}

beforeAll(async () => {
  t = await startTestGateway();
  const em = t.db.orm.em.fork();
  em.create(Area, { id: "hall", name: "Hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/r.svg", erc20Address: TOKEN });
  em.create(Game, { id: "baccarat", type: 2, name: "Baccarat", image: "/b.svg", erc20Address: TOKEN });
  for (const [id, gameId, name] of [[1, "roulette", "Roulette 1"], [2, "baccarat", "Baccarat 2"], [3, "roulette", "Roulette 3"]] as const) {
    em.create(GameTableConfig, { id, name, gameId, areaId: "hall", contractAddress: table(id), minBet: "1", maxBet: "1000000000000" });
  }
  await em.flush();
  const M = 1_000_000n;
  await play(1, 1, DAY, [[A, 10n * M, 360n * M], [A, 5n * M, 0n], [B, 20n * M, 40n * M]]);
  await play(3, 1, DAY, [[C, 7n * M, 0n]]);
  await play(2, 2, DAY, [[A, 1n * M, 0n], [D, 1n * M, 1n * M], [E, 1n * M, 0n]]);
  await play(2, 2, DAY, [[B, 9n * M, null, true], [C, 9n * M, null, true]]); // refunded round
  await play(1, 1, new Date("2026-02-27T12:00:00Z"), [[E, 3n * M, 300n * M]]); // another month
  await rebuildRankings(t.db.orm.em.fork());
});
afterAll(async () => t?.close());

const POPULAR = `query($p: RankingPeriod!, $at: DateTimeISO) { rankings(period: $p, kind: POPULAR, at: $at) {
  id period kind periodStart periodEnd volatility { rank }
  popular { rank gameType gameId gameName players bets wagered tables { rank tableId tableName players bets wagered } } } }`;
const VOLATILITY = `query($p: RankingPeriod!, $at: DateTimeISO) { rankings(period: $p, kind: VOLATILITY, at: $at) {
  periodStart volatility { rank player gameName tableName amount payout multiplier } } }`;

describe("rankings", () => {
  it("ranks the day's games and their tables by distinct players, then bets, leaving refunded bets out", async () => {
    const res = await asGuest(t).gql(POPULAR, { p: "DAILY", at: "2026-03-10T20:00:00Z" });
    expect(res.errors).toBeUndefined();
    expect(res.data!.rankings).toEqual({
      id: "day:popular:2026-03-10", period: "DAILY", kind: "POPULAR", periodStart: "2026-03-10T00:00:00.000Z", periodEnd: "2026-03-11T00:00:00.000Z", volatility: [],
      popular: [
        // B and C only had refunded bets at baccarat: they count as its players, their bets do not.
        { rank: 1, gameType: 2, gameId: "baccarat", gameName: "Baccarat", players: 5, bets: 3, wagered: "3000000", tables: [
          { rank: 1, tableId: 2, tableName: "Baccarat 2", players: 5, bets: 3, wagered: "3000000" },
        ] },
        { rank: 2, gameType: 1, gameId: "roulette", gameName: "Roulette", players: 3, bets: 4, wagered: "42000000", tables: [
          { rank: 1, tableId: 1, tableName: "Roulette 1", players: 2, bets: 3, wagered: "35000000" },
          { rank: 2, tableId: 3, tableName: "Roulette 3", players: 1, bets: 1, wagered: "7000000" },
        ] },
      ],
    });
  });

  it("lists the period's biggest wins by multiplier with the winner's address shortened; pushes and losses are no wins", async () => {
    const day = await asGuest(t).gql(VOLATILITY, { p: "DAILY", at: "2026-03-10T01:00:00Z" });
    expect(day.data!.rankings.volatility).toEqual([
      { rank: 1, player: `${A.slice(0, 6)}…${A.slice(-4)}`, gameName: "Roulette", tableName: "Roulette 1", amount: "10000000", payout: "360000000", multiplier: "36.0000" },
      { rank: 2, player: `${B.slice(0, 6)}…${B.slice(-4)}`, gameName: "Roulette", tableName: "Roulette 1", amount: "20000000", payout: "40000000", multiplier: "2.0000" },
    ]);
    const month = await asGuest(t).gql(VOLATILITY, { p: "MONTHLY", at: "2026-02-28T00:00:00Z" });
    expect(month.data!.rankings).toMatchObject({ periodStart: "2026-02-01T00:00:00.000Z", volatility: [{ multiplier: "100.0000" }] });
  });

  it("weeks run 7 days from SPEC §9's origin", async () => {
    const week = periodOf(RankingPeriodName.WEEKLY, DAY);
    expect((week.start.getTime() - Date.UTC(2022, 9, 3) + 200 * 7 * 86_400_000) % (7 * 86_400_000)).toBe(0);
    const res = await asGuest(t).gql(POPULAR, { p: "WEEKLY", at: DAY.toISOString() });
    expect(res.data!.rankings).toMatchObject({ periodStart: week.start.toISOString(), periodEnd: week.end.toISOString() });
    expect(res.data!.rankings.popular.map((g: { gameId: string }) => g.gameId)).toEqual(["baccarat", "roulette"]);
  });

  it("answers GET /api/v1/ranking with daily, weekly and monthly, each with popular and volatility", async () => {
    await play(2, 2, new Date(Date.now() - 1000), [[A, 2_000_000n, 7_000_000n]]);
    await rebuildRankings(t.db.orm.em.fork());
    const body = (await (await fetch(`${t.url}/api/v1/ranking`)).json()) as Record<string, { from: string; to: string; popular: { gameId: string }[]; volatility: { multiplier: string }[] }>;
    expect(Object.keys(body)).toEqual(["daily", "weekly", "monthly"]);
    for (const period of Object.values(body)) {
      expect(period.popular.map((g) => g.gameId)).toEqual(["baccarat"]);
      expect(period.volatility.map((w) => w.multiplier)).toEqual(["3.5000"]);
      expect(new Date(period.from).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it("pushes the current ranking to rankingUpdated subscribers when the indexer announces a change", async () => {
    const sub = subscribe<{ kind: string; volatility: { multiplier: string }[] }>(t.url, `subscription { rankingUpdated(period: DAILY, kind: VOLATILITY) { kind volatility { multiplier } } }`);
    const popular = subscribe<{ kind: string }>(t.url, `subscription { rankingUpdated(period: MONTHLY, kind: POPULAR) { kind } }`);
    try {
      await until(() => false, 300);
      await play(1, 1, new Date(Date.now() - 1000), [[B, 1_000_000n, 50_000_000n]]);
      await rebuildRankings(t.db.orm.em.fork());
      await t.db.orm.em.getConnection().execute(`select pg_notify(?, ?)`, [Channel.ranking, JSON.stringify({ popular: false, volatility: true })]);
      await until(() => sub.events.length > 0);
      expect(sub.events).toEqual([{ kind: "VOLATILITY", volatility: [{ multiplier: "50.0000" }, { multiplier: "3.5000" }] }]);
      expect(popular.events).toEqual([]);
    } finally {
      await Promise.all([sub.client.dispose(), popular.client.dispose()]);
    }
  });
});
