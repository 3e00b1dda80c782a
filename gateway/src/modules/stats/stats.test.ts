import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { TableBet, TableRound, User, UserTypeCode } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";

let t: TestGateway;
let admin: SignedIn;
let player: SignedIn;
const U = (n: number) => String(BigInt(n) * 1_000_000n);
const wallet = (n: number) => `0x${String(n).padStart(40, "0")}`;
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));

beforeAll(async () => {
  t = await startTestGateway();
  admin = await signInAs(t.url, Wallet.createRandom());
  player = await signInAs(t.url, Wallet.createRandom());
  const em = t.db.orm.em.fork();
  em.create(User, { address: admin.address, userType: UserTypeCode.ADMIN, ips: [] });
  em.create(User, { address: player.address });
  // Roulette (table 1) and baccarat (table 2): bets on 20 and 21 November, one refunded, one unsettled.
  const round = (table: number, game: number, id: number, day: number) =>
    em.create(TableRound, { id: `${wallet(900 + table)}:${id}`, table: wallet(900 + table), tableId: table, gameType: game, roundId: id, state: "settled", commitment: `0x${"1".repeat(64)}`, openedAt: at(day), openTx: `0x${"2".repeat(64)}` });
  const bet = (r: TableRound, index: number, player: number, amount: number, payout: number | null, day: number, refunded = false) =>
    em.create(TableBet, { id: `${r.id}:${index}`, roundKey: r.id, tableId: r.tableId, betIndex: index, player: wallet(player), kind: r.gameType * 1000 + 1, amount: U(amount), payout: payout === null ? null : U(payout), refunded, placedAt: at(day), txHash: `0x${"3".repeat(64)}` });
  const r1 = round(1, 1, 1, 20);
  bet(r1, 0, 1, 10, 20, 20);
  bet(r1, 1, 2, 5, 0, 20);
  bet(r1, 2, 2, 7, 7, 20, true);
  const r2 = round(2, 2, 1, 20);
  bet(r2, 0, 1, 100, 195, 20);
  const r3 = round(1, 1, 2, 21);
  bet(r3, 0, 3, 40, 0, 21);
  bet(r3, 1, 3, 1, null, 21);
  await em.flush();
});
afterAll(async () => t?.close());

const STATS = `query($input: StatsInput!) { stats(input: $input) { bucket gameType tableId bets activePlayers wagered paidOut revenue } }`;
const input = (extra: object = {}) => ({ from: "2026-11-20T00:00:00Z", to: "2026-11-22T00:00:00Z", ...extra });

describe("back office stats", () => {
  it("counts bets, active players, wagered, paid out and revenue per day, refunds left out", async () => {
    const res = await gql(t.url, STATS, { input: input() }, admin.headers);
    expect(res.errors).toBeUndefined();
    expect(res.data!.stats).toEqual([
      { bucket: "2026-11-20T00:00:00.000Z", gameType: null, tableId: null, bets: 3, activePlayers: 2, wagered: U(115), paidOut: U(215), revenue: `-${U(100)}` },
      { bucket: "2026-11-21T00:00:00.000Z", gameType: null, tableId: null, bets: 2, activePlayers: 1, wagered: U(41), paidOut: "0", revenue: U(40) },
    ]);
  });

  it("groups by game, and counts a month's distinct players once (MAU)", async () => {
    const byGame = await gql(t.url, STATS, { input: input({ groupBy: "GAME" }) }, admin.headers);
    expect(byGame.data!.stats.map((r: { bucket: string; gameType: number; revenue: string }) => [r.bucket.slice(0, 10), r.gameType, r.revenue])).toEqual([
      ["2026-11-20", 1, `-${U(5)}`],
      ["2026-11-20", 2, `-${U(95)}`],
      ["2026-11-21", 1, U(40)],
    ]);
    const month = await gql(t.url, STATS, { input: input({ granularity: "MONTH" }) }, admin.headers);
    expect(month.data!.stats).toEqual([expect.objectContaining({ bucket: "2026-11-01T00:00:00.000Z", bets: 5, activePlayers: 3 })]);
  });

  it("is for back-office accounts only, and refuses an empty or oversized range", async () => {
    expect((await gql(t.url, STATS, { input: input() }, player.headers)).errors![0]!.extensions!.code).toBe("FORBIDDEN");
    expect((await gql(t.url, STATS, { input: input() })).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    expect((await gql(t.url, STATS, { input: input({ to: "2026-11-20T00:00:00Z" }) }, admin.headers)).errors![0]).toMatchObject({ message: "from must be before to", extensions: { code: "BAD_USER_INPUT" } });
    const tooLong = await gql(t.url, STATS, { input: input({ from: "2000-01-01T00:00:00Z" }) }, admin.headers);
    expect(tooLong.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });
});
