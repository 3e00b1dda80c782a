import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Area, BridgeProcess, Game, GameTableConfig, rebuildStats, TableBet, TableRound } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asAdmin, asGuest, asMember, asPlayer, asSupport, type Actor } from "../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
const U = (n: number) => String(BigInt(n) * 1_000_000n);
const wallet = (n: number) => `0x${String(n).padStart(40, "0")}`;
const at = (date: string, hour = 12) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
const [P1, P2, P3, P4] = [1, 2, 3, 4];

// Roulette tables 1 (main hall) and 3 (VIP), baccarat table 2 (main hall). Sunday 29 November to Monday 7 December 2026.
beforeAll(async () => {
  t = await startTestGateway();
  admin = await asAdmin(t);
  const em = t.db.orm.em.fork();
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: `0x${"5".repeat(40)}` });
  em.create(Game, { id: "baccarat", type: 2, name: "Baccarat", image: "/games/baccarat.svg", erc20Address: `0x${"5".repeat(40)}` });
  em.create(Area, { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(Area, { id: "vip", name: "VIP", startUTCHour: 0, endUTCHour: 0 });
  for (const [id, gameId, areaId] of [[1, "roulette", "main-hall"], [2, "baccarat", "main-hall"], [3, "roulette", "vip"]] as const) {
    em.create(GameTableConfig, { id, name: `Table ${id}`, gameId, areaId, contractAddress: wallet(900 + id), minBet: "1", maxBet: U(1000) });
  }
  let rounds = 0;
  const bet = (table: number, game: number, player: number, amount: number, payout: number | null, placedAt: Date, refunded = false) => {
    const r = em.create(TableRound, { id: `${wallet(900 + table)}:${++rounds}`, table: wallet(900 + table), tableId: table, gameType: game, roundId: rounds, state: refunded ? "refunded" : "settled", commitment: `0x${"1".repeat(64)}`, openedAt: placedAt, openTx: `0x${"2".repeat(64)}` });
    em.create(TableBet, { id: `${r.id}:0`, roundKey: r.id, tableId: table, betIndex: 0, player: wallet(player), kind: 1, amount: U(amount), payout: refunded ? U(amount) : payout === null ? null : U(payout), refunded, placedAt, txHash: `0x${"3".repeat(64)}` });
  };
  bet(1, 1, P1, 10, 20, at("2026-11-29", 10));
  bet(2, 2, P1, 100, 0, at("2026-11-29", 11));
  bet(1, 1, P2, 5, 0, at("2026-11-30", 10));
  bet(3, 1, P2, 7, null, at("2026-11-30", 11), true);
  bet(3, 1, P3, 40, 100, at("2026-12-01"));
  bet(1, 1, P1, 1, null, at("2026-12-01")); // not settled yet
  bet(2, 2, P4, 50, 0, at("2026-12-07"));
  const transfer = (n: number, type: 90 | 91, amount: number, createdAt: Date) =>
    em.create(BridgeProcess, { id: `0x${String(n).padStart(64, "0")}`, address: wallet(P1), processType: type, amount: U(amount), targetChainId: 1, withdrawTxHash: `0x${"4".repeat(64)}`, createdAt });
  transfer(1, 91, 1000, at("2026-11-29"));
  transfer(2, 90, 300, at("2026-12-01"));
  transfer(3, 91, 200, at("2026-12-07"));
  await em.flush();
  await rebuildStats(t.db.orm.em.fork());
});
afterAll(async () => t?.close());

const FIELDS = "bucket gameType tableId areaId activePlayers monthlyActivePlayers newPlayers bets wagered paidOut revenue bridgeIn bridgeOut";
const STATS = `query($input: StatsInput!) { stats(input: $input) { ${FIELDS} } }`;
const input = (extra: object = {}) => ({ from: "2026-11-29T00:00:00Z", to: "2026-12-08T00:00:00Z", ...extra });
const stats = async (extra: object = {}, who = admin) => {
  const res = await who.gql(STATS, { input: input(extra) });
  expect(res.errors).toBeUndefined();
  return res.data!.stats as Record<string, unknown>[];
};
const row = (bucket: string, figures: Record<string, unknown>) => ({
  bucket: `${bucket}T00:00:00.000Z`, gameType: null, tableId: null, areaId: null, activePlayers: 0, monthlyActivePlayers: 0, newPlayers: 0, bets: 0, wagered: "0", paidOut: "0", revenue: "0", bridgeIn: "0", bridgeOut: "0", ...figures,
});

describe("dashboard stats", () => {
  it("gives every day of the range: DAU, the month's MAU, new players, play, house result and bridge volume", async () => {
    const quiet = (d: string) => row(d, { monthlyActivePlayers: 3 });
    expect(await stats()).toEqual([
      row("2026-11-29", { activePlayers: 1, monthlyActivePlayers: 2, newPlayers: 1, bets: 2, wagered: U(110), paidOut: U(20), revenue: U(90), bridgeIn: U(1000) }),
      // The refunded bet is left out of play, but its player was active and new that day.
      row("2026-11-30", { activePlayers: 1, monthlyActivePlayers: 2, newPlayers: 1, bets: 1, wagered: U(5), revenue: U(5) }),
      row("2026-12-01", { activePlayers: 2, monthlyActivePlayers: 3, newPlayers: 1, bets: 2, wagered: U(41), paidOut: U(100), revenue: `-${U(59)}`, bridgeOut: U(300) }),
      ...["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"].map(quiet),
      row("2026-12-07", { activePlayers: 1, monthlyActivePlayers: 3, newPlayers: 1, bets: 1, wagered: U(50), revenue: U(50), bridgeIn: U(200) }),
    ]);
  });

  it("counts a week's and a month's distinct players once, over whole buckets", async () => {
    // From Sunday 29 November: the week from Monday 23 November is counted whole.
    expect(await stats({ granularity: "WEEK" })).toEqual([
      row("2026-11-23", { activePlayers: 1, monthlyActivePlayers: 2, newPlayers: 1, bets: 2, wagered: U(110), paidOut: U(20), revenue: U(90), bridgeIn: U(1000) }),
      row("2026-11-30", { activePlayers: 3, monthlyActivePlayers: 2, newPlayers: 2, bets: 3, wagered: U(46), paidOut: U(100), revenue: `-${U(54)}`, bridgeOut: U(300) }),
      row("2026-12-07", { activePlayers: 1, monthlyActivePlayers: 3, newPlayers: 1, bets: 1, wagered: U(50), revenue: U(50), bridgeIn: U(200) }),
    ]);
    expect(await stats({ granularity: "MONTH" })).toEqual([
      row("2026-11-01", { activePlayers: 2, monthlyActivePlayers: 2, newPlayers: 2, bets: 3, wagered: U(115), paidOut: U(20), revenue: U(95), bridgeIn: U(1000) }),
      row("2026-12-01", { activePlayers: 3, monthlyActivePlayers: 3, newPlayers: 2, bets: 3, wagered: U(91), paidOut: U(100), revenue: `-${U(9)}`, bridgeIn: U(200), bridgeOut: U(300) }),
    ]);
  });

  it("groups by game per week, with each game's own distinct and monthly players", async () => {
    const g = (bucket: string, gameType: number, figures: Record<string, unknown>) => row(bucket, { gameType, bridgeIn: null, bridgeOut: null, ...figures });
    expect(await stats({ granularity: "WEEK", groupBy: "GAME" })).toEqual([
      g("2026-11-23", 1, { activePlayers: 1, monthlyActivePlayers: 2, newPlayers: 1, bets: 1, wagered: U(10), paidOut: U(20), revenue: `-${U(10)}` }),
      g("2026-11-23", 2, { activePlayers: 1, monthlyActivePlayers: 1, bets: 1, wagered: U(100), revenue: U(100) }),
      g("2026-11-30", 1, { activePlayers: 3, monthlyActivePlayers: 2, newPlayers: 2, bets: 3, wagered: U(46), paidOut: U(100), revenue: `-${U(54)}` }),
      g("2026-12-07", 2, { activePlayers: 1, monthlyActivePlayers: 1, newPlayers: 1, bets: 1, wagered: U(50), revenue: U(50) }),
    ]);
  });

  it("groups by area per month, keeping an area whose only bet was refunded", async () => {
    const a = (bucket: string, areaId: string, figures: Record<string, unknown>) => row(bucket, { areaId, bridgeIn: null, bridgeOut: null, ...figures });
    expect(await stats({ granularity: "MONTH", groupBy: "AREA" })).toEqual([
      a("2026-11-01", "main-hall", { activePlayers: 2, monthlyActivePlayers: 2, newPlayers: 2, bets: 3, wagered: U(115), paidOut: U(20), revenue: U(95) }),
      a("2026-11-01", "vip", { activePlayers: 1, monthlyActivePlayers: 1 }),
      a("2026-12-01", "main-hall", { activePlayers: 2, monthlyActivePlayers: 2, newPlayers: 1, bets: 2, wagered: U(51), revenue: U(51) }),
      a("2026-12-01", "vip", { activePlayers: 1, monthlyActivePlayers: 1, newPlayers: 1, bets: 1, wagered: U(40), paidOut: U(100), revenue: `-${U(60)}` }),
    ]);
  });

  it("groups by table per day, each table with its game", async () => {
    const tr = (tableId: number, figures: Record<string, unknown>) => row("2026-12-01", { tableId, gameType: 1, bridgeIn: null, bridgeOut: null, ...figures });
    expect(await stats({ from: "2026-12-01T00:00:00Z", to: "2026-12-02T00:00:00Z", groupBy: "TABLE" })).toEqual([
      tr(1, { activePlayers: 1, monthlyActivePlayers: 1, bets: 1, wagered: U(1), revenue: U(1) }),
      tr(3, { activePlayers: 1, monthlyActivePlayers: 1, newPlayers: 1, bets: 1, wagered: U(40), paidOut: U(100), revenue: `-${U(60)}` }),
    ]);
  });

  it("answers a grouped query that asks for no player counts with the same play figures", async () => {
    const res = await admin.gql(`query($input: StatsInput!) { stats(input: $input) { bucket gameType ...Money } } fragment Money on StatsRow { revenue }`, { input: input({ granularity: "WEEK", groupBy: "GAME" }) });
    expect(res.data!.stats).toEqual([
      { bucket: "2026-11-23T00:00:00.000Z", gameType: 1, revenue: `-${U(10)}` },
      { bucket: "2026-11-23T00:00:00.000Z", gameType: 2, revenue: U(100) },
      { bucket: "2026-11-30T00:00:00.000Z", gameType: 1, revenue: `-${U(54)}` },
      { bucket: "2026-12-07T00:00:00.000Z", gameType: 2, revenue: U(50) },
    ]);
  });

  it("is for every staff role only", async () => {
    for (const staff of [await asMember(t), await asSupport(t)]) expect(await stats({ granularity: "MONTH" }, staff)).toHaveLength(2);
    const code = async (who: Actor) => (await who.gql(STATS, { input: input() })).errors?.[0]?.extensions?.code;
    expect(await code(await asPlayer(t))).toBe("FORBIDDEN");
    expect(await code(asGuest(t))).toBe("UNAUTHENTICATED");
  });

  it("refuses an empty or reversed range and one with too many buckets, naming the field", async () => {
    for (const bad of [input({ to: "2026-11-29T00:00:00Z" }), input({ from: "2000-01-01T00:00:00Z" })]) {
      const res = await admin.gql(STATS, { input: bad });
      expect(res.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "from" });
    }
    expect(await stats({ from: "2000-01-01T00:00:00Z", granularity: "MONTH" })).toHaveLength(324);
  });
});
