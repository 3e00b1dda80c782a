import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { Area, Game, GameTableConfig, OperationLog, TableBet, TableLimits, TableRound } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asMember, asSupport, refusal, type Actor } from "../../../_test/roles.js";
import type { GqlResult } from "../../../_test/client.js";

let t: TestGateway;
let admin: Actor;
const addr = () => Wallet.createRandom().address.toLowerCase();
const TABLE3 = addr();
const TABLE4 = addr();
const PLAYER = addr();
const HOLDEM = addr();
const hex = (d: string) => `0x${d.repeat(64)}`;
const key = (table: string, id: number) => `${table}:${id}`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

const FIELD = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => ({ code: r.errors?.[0]?.extensions?.code, field: r.errors?.[0]?.extensions?.field });
const LIST = `query($filter: AdminRoundFilter, $first: Int, $after: String) { adminRounds(filter: $filter, first: $first, after: $after) {
  edges { cursor node { id tableName betCount playerCount canRefund refundableFrom round { roundId tableId state serverSeed clientSeed result bets { player amount payout } } } }
  pageInfo { hasNextPage endCursor } } }`;
const ONE = `query($key: String!) { adminRound(key: $key) { id canRefund refundTasks { id kind state params } round { state } } }`;
const REFUND = `mutation($key: String!) { refundRound(key: $key) { id kind params state target } }`;
const ids = (r: GqlResult) => (r.data!.adminRounds as { edges: { node: { id: string } }[] }).edges.map((e) => e.node.id);

beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  admin = await asAdmin(t);
  const em = t.db.orm.em.fork();
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: addr() });
  em.create(Area, { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(GameTableConfig, { id: 3, name: "Roulette 3", gameId: "roulette", areaId: "main-hall", contractAddress: TABLE3, minBet: "1000000", maxBet: "1000000000" });
  em.create(TableLimits, { contractAddress: TABLE3, minBet: "1000000", maxBet: "1000000000", roundTimeout: 600, blockNumber: 1 });
  const round = (table: string, tableId: number, roundId: number, state: string, openedAt: Date, extra: Partial<TableRound> = {}) =>
    em.create(TableRound, { id: key(table, roundId), table, tableId, gameType: 1, roundId, state, commitment: hex("c"), openedAt, closesAt: new Date(openedAt.getTime() + 15_000), openTx: hex("a"), ...extra });
  round(TABLE3, 3, 1, "settled", minutesAgo(120), { clientSeed: hex("1"), serverSeed: hex("2"), result: { game: 1, number: 17, color: "black" }, totalStaked: "3000000", totalPaid: "36000000" });
  em.create(TableBet, { id: `${key(TABLE3, 1)}:0`, roundKey: key(TABLE3, 1), tableId: 3, betIndex: 0, player: PLAYER, kind: 1001, numbers: [17], amount: "1000000", payout: "36000000", placedAt: minutesAgo(120), txHash: hex("b") });
  em.create(TableBet, { id: `${key(TABLE3, 1)}:1`, roundKey: key(TABLE3, 1), tableId: 3, betIndex: 1, player: PLAYER, kind: 1002, numbers: [], amount: "2000000", payout: "0", placedAt: minutesAgo(120), txHash: hex("b") });
  round(TABLE3, 3, 2, "open", minutesAgo(60));
  round(TABLE3, 3, 3, "open", minutesAgo(1));
  round(TABLE4, 4, 1, "closed", minutesAgo(2));
  round(TABLE4, 4, 2, "refunded", minutesAgo(1.5));
  await em.flush();
});
afterAll(async () => t?.close());

describe("adminRounds", () => {
  it("lists a table's rounds newest first with seeds, result, bets and payouts", async () => {
    const res = await admin.gql(LIST, { filter: { tableId: 3 } });
    expect(res.errors).toBeUndefined();
    expect(ids(res)).toEqual([key(TABLE3, 3), key(TABLE3, 2), key(TABLE3, 1)]);
    const settled = res.data!.adminRounds.edges[2].node;
    expect(settled).toMatchObject({ tableName: "Roulette 3", betCount: 2, playerCount: 1, canRefund: false, refundableFrom: null });
    expect(settled.round).toEqual({
      roundId: 1, tableId: 3, state: "settled", serverSeed: hex("2"), clientSeed: hex("1"), result: { game: 1, number: 17, color: "black" },
      bets: [{ player: PLAYER, amount: "1000000", payout: "36000000" }, { player: PLAYER, amount: "2000000", payout: "0" }],
    });
  });

  it("keeps only rounds someone bet on, or only empty ones, when asked", async () => {
    expect(ids(await admin.gql(LIST, { filter: { withBets: true } }))).toEqual([key(TABLE3, 1)]);
    expect(ids(await admin.gql(LIST, { filter: { withBets: false, tableId: 3 } }))).toEqual([key(TABLE3, 3), key(TABLE3, 2)]);
    // Twice in one request's lifetime: each query builds its own condition.
    expect(ids(await admin.gql(LIST, { filter: { withBets: true, state: "settled" } }))).toEqual([key(TABLE3, 1)]);
  });

  it("tells a stuck round from one still within its deadline", async () => {
    const [fresh, stuck] = (await admin.gql(LIST, { filter: { tableId: 3, state: "open" } })).data!.adminRounds.edges.map((e: { node: unknown }) => e.node);
    expect(stuck).toMatchObject({ canRefund: true });
    expect(fresh).toMatchObject({ canRefund: false });
    // Betting's end plus the table's 600 s timeout.
    expect(new Date(fresh.refundableFrom).getTime() - Date.now()).toBeGreaterThan(500_000);
  });

  it("finds rounds by IDs entered with commas: numbers on any table (or the chosen one) and full keys", async () => {
    expect(ids(await admin.gql(LIST, { filter: { roundKeys: ["2", ` ${key(TABLE4, 1).toUpperCase().replace("0X", "0x")} `] } }))).toEqual([key(TABLE4, 2), key(TABLE4, 1), key(TABLE3, 2)]);
    expect(ids(await admin.gql(LIST, { filter: { tableId: 3, roundKeys: ["2", key(TABLE4, 1)] } }))).toEqual([key(TABLE3, 2)]);
    expect(FIELD(await admin.gql(LIST, { filter: { roundKeys: ["2", "two"] } }))).toEqual({ code: "BAD_USER_INPUT", field: "roundKeys" });
    expect(FIELD(await admin.gql(LIST, { filter: { roundKeys: Array.from({ length: 101 }, (_, i) => String(i + 1)) } }))).toEqual({ code: "BAD_USER_INPUT", field: "roundKeys" });
  });

  it("filters by date and state and pages with a cursor", async () => {
    expect(ids(await admin.gql(LIST, { filter: { from: minutesAgo(3).toISOString(), to: minutesAgo(1.2).toISOString() } }))).toEqual([key(TABLE4, 2), key(TABLE4, 1)]);
    expect(FIELD(await admin.gql(LIST, { filter: { state: "lost" } }))).toEqual({ code: "BAD_USER_INPUT", field: "state" });
    expect(FIELD(await admin.gql(LIST, { filter: { from: minutesAgo(1).toISOString(), to: minutesAgo(2).toISOString() } }))).toEqual({ code: "BAD_USER_INPUT", field: "from" });
    const page1 = (await admin.gql(LIST, { first: 2 })).data!.adminRounds;
    const page2 = (await admin.gql(LIST, { first: 2, after: page1.pageInfo.endCursor })).data!.adminRounds;
    const page3 = (await admin.gql(LIST, { first: 2, after: page2.pageInfo.endCursor })).data!.adminRounds;
    expect([page1, page2, page3].map((p) => p.pageInfo.hasNextPage)).toEqual([true, true, false]);
    expect([...page1.edges, ...page2.edges, ...page3.edges].map((e: { node: { id: string } }) => e.node.id)).toEqual([key(TABLE3, 3), key(TABLE4, 2), key(TABLE4, 1), key(TABLE3, 2), key(TABLE3, 1)]);
  });

  it("reads one round by key, and refuses unknown or malformed keys", async () => {
    expect((await admin.gql(ONE, { key: key(TABLE3, 1) })).data!.adminRound).toMatchObject({ id: key(TABLE3, 1), round: { state: "settled" } });
    expect(refusal(await admin.gql(ONE, { key: key(TABLE3, 99) })).code).toBe("NOT_FOUND");
    expect(FIELD(await admin.gql(ONE, { key: "round 1" }))).toEqual({ code: "BAD_USER_INPUT", field: "key" });
  });
});

describe("refundRound", () => {
  it("queues a stuck round's refund as a task, logged as round.refund on the round", async () => {
    const res = await admin.gql(REFUND, { key: key(TABLE3, 2) });
    expect(res.errors).toBeUndefined();
    const task = res.data!.refundRound;
    expect(task).toMatchObject({ kind: "round.refund", params: { roundKey: key(TABLE3, 2), tableId: 3, roundId: 2 }, state: "NEW", target: `round:${key(TABLE3, 2)}` });
    const [line] = await t.db.orm.em.fork().find(OperationLog, { action: "round.refund" });
    expect(line).toMatchObject({ targetType: "round", targetId: key(TABLE3, 2), actorAddress: admin.address, before: { state: "open", betCount: 0 }, after: { taskId: task.id, refund: "queued" } });
    expect((await admin.gql(ONE, { key: key(TABLE3, 2) })).data!.adminRound.refundTasks).toEqual([{ id: task.id, kind: "round.refund", state: "NEW", params: task.params }]);
    expect(refusal(await admin.gql(REFUND, { key: key(TABLE3, 2) })).code).toBe("CONFLICT");
  });

  it("refuses rounds with nothing to refund or still within their deadline; a closed round is left to the contract", async () => {
    const settled = await admin.gql(REFUND, { key: key(TABLE3, 1) });
    expect(settled.errors![0]).toMatchObject({ message: "Round 1 of table 3 is settled: nothing to refund", extensions: { code: "CONFLICT" } });
    expect((await admin.gql(REFUND, { key: key(TABLE3, 3) })).errors![0]!.message).toMatch(/^Round 3 of table 3 can be refunded from \d{4}-/);
    expect(refusal(await admin.gql(REFUND, { key: key(TABLE4, 9) })).code).toBe("NOT_FOUND");
    const member = await asMember(t);
    expect((await member.gql(REFUND, { key: key(TABLE4, 1) })).errors).toBeUndefined();
    expect(refusal(await (await asSupport(t)).gql(REFUND, { key: key(TABLE4, 1) }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect((await (await asSupport(t)).gql(LIST)).errors).toBeUndefined();
  });
});

describe("decision rounds", () => {
  it("counts a decision round left in its windows as stuck from its settleBy, not from betting's end", async () => {
    // Casino hold'em rounds inside their decision windows: the deadline is the chain's settleBy, which moves with each window.
    const em = t.db.orm.em.fork();
    for (const [roundId, settleBy] of [[1, minutesAgo(1)], [2, new Date(Date.now() + 60_000)]] as const) {
      em.create(TableRound, { id: key(HOLDEM, roundId), table: HOLDEM, tableId: 13, gameType: 3, roundId, state: "dealt", commitment: hex("c"), openedAt: minutesAgo(90), closesAt: minutesAgo(89), settleBy, openTx: hex("a") });
    }
    await em.flush();
    const [later, stuck] = (await admin.gql(LIST, { filter: { tableId: 13 } })).data!.adminRounds.edges.map((e: { node: unknown }) => e.node);
    expect(stuck).toMatchObject({ canRefund: true, round: { roundId: 1, state: "dealt" } });
    expect(later).toMatchObject({ canRefund: false, round: { roundId: 2, state: "dealt" } });
    expect(Math.abs(new Date(later.refundableFrom).getTime() - Date.now() - 60_000)).toBeLessThan(5_000);
    expect((await admin.gql(REFUND, { key: key(HOLDEM, 1) })).data!.refundRound).toMatchObject({ kind: "round.refund", params: { tableId: 13, roundId: 1 } });
  });
});
