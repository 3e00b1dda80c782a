import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Area, BridgeProcess, Game, GameTableConfig, TableBet, TableRound, User } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asGuest, asPlayer, refusal, type Actor } from "../../_test/roles.js";

let t: TestGateway;
let alice: Actor;
let bob: Actor;
let aliceGame: string;
const TOKEN = "0x" + "ab".repeat(20);
const table = (id: number) => `0x${(0xc0 + id).toString(16).padStart(40, "0")}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
let round = 0;

/** A round with one bet, as the indexer writes them. */
async function bet(player: string, tableId: number, gameType: number, hour: number, payout: string | null, result: Record<string, unknown> | null = null) {
  const em = t.db.orm.em.fork();
  const id = `${table(tableId)}:${++round}`;
  em.create(TableRound, { id, table: table(tableId), tableId, gameType, roundId: round, state: payout === null ? "closed" : "settled", commitment: hash(1), openedAt: at(hour), openTx: hash(2), result, settledAt: payout === null ? null : at(hour) });
  em.create(TableBet, { id: `${id}:0`, roundKey: id, tableId, betIndex: 0, player, kind: gameType * 1000 + 1, numbers: [17], amount: "2000000", payout, placedAt: at(hour), txHash: hash(700 + round) });
  await em.flush();
}

const HISTORY = `query($filter: MyBetFilter, $first: Int, $after: String) { myBetHistory(filter: $filter, first: $first, after: $after) {
  edges { node { id tableId tableName gameType roundId roundState result amount payout placedAt } } pageInfo { hasNextPage endCursor } } }`;
const history = async (who: Actor, variables: Record<string, unknown> = {}) => {
  const r = await who.gql(HISTORY, variables);
  expect(r.errors).toBeUndefined();
  return r.data!.myBetHistory as { edges: { node: Record<string, unknown> }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  alice = await asPlayer(t);
  bob = await asPlayer(t);
  const em = t.db.orm.em.fork();
  aliceGame = (await em.findOneOrFail(User, { address: alice.address })).suncAddress!;
  em.create(Area, { id: "hall", name: "Hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/r.svg", erc20Address: TOKEN });
  em.create(Game, { id: "baccarat", type: 2, name: "Baccarat", image: "/b.svg", erc20Address: TOKEN });
  em.create(GameTableConfig, { id: 1, name: "Roulette Royale", gameId: "roulette", areaId: "hall", contractAddress: table(1), minBet: "1", maxBet: "1000000000000" });
  em.create(GameTableConfig, { id: 2, name: "Baccarat Noir", gameId: "baccarat", areaId: "hall", contractAddress: table(2), minBet: "1", maxBet: "1000000000000" });
  em.create(BridgeProcess, { id: hash(90), address: alice.address, processType: 91, status: 2, amount: "100000000", fromAddress: alice.address, toAddress: aliceGame, sourceChainId: 31337, targetChainId: 31338, withdrawTxHash: hash(91), mintTxHash: hash(92), votes: 2, createdAt: at(1) });
  em.create(BridgeProcess, { id: hash(95), address: bob.address, processType: 91, status: 0, amount: "5000000", fromAddress: bob.address, toAddress: bob.address, sourceChainId: 31337, targetChainId: 31338, withdrawTxHash: hash(96), mintTxHash: null, votes: 0, createdAt: at(2) });
  await em.flush();
  await bet(aliceGame, 1, 1, 3, "72000000", { game: "roulette", number: 17, color: "black" });
  await bet(aliceGame, 2, 2, 4, "0", { game: "baccarat", winner: "banker" });
  await bet(alice.address, 1, 1, 5, null);
  await bet(bob.address, 1, 1, 6, "4000000");
});
afterAll(async () => t?.close());

describe("myBetHistory", () => {
  it("lists only the player's bets, from either wallet, newest first, with their round's result and the table's name", async () => {
    const nodes = (await history(alice, { first: 10 })).edges.map((e) => e.node);
    expect(nodes.map((n) => [n.tableName, n.roundState, n.payout])).toEqual([["Roulette Royale", "closed", null], ["Baccarat Noir", "settled", "0"], ["Roulette Royale", "settled", "72000000"]]);
    expect(nodes[2]).toMatchObject({ gameType: 1, result: { game: "roulette", number: 17, color: "black" }, amount: "2000000" });
    expect((await history(bob)).edges).toHaveLength(1);
  });

  it("filters by game and dates, and pages with cursors", async () => {
    expect((await history(alice, { filter: { gameType: 2 } })).edges.map((e) => e.node.tableName)).toEqual(["Baccarat Noir"]);
    expect((await history(alice, { filter: { from: at(4).toISOString(), to: at(5).toISOString() } })).edges).toHaveLength(1);
    const first = await history(alice, { first: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await history(alice, { first: 2, after: first.pageInfo.endCursor });
    expect(second.edges.map((e) => e.node.payout)).toEqual(["72000000"]);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses a guest, and a bad range with the field it names", async () => {
    expect(refusal(await asGuest(t).gql(HISTORY))).toMatchObject({ code: "UNAUTHENTICATED" });
    const bad = await alice.gql(HISTORY, { filter: { from: at(5).toISOString(), to: at(4).toISOString() } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });
});

describe("myTransactions", () => {
  const TX = `query($filter: MyTransactionFilter) { myTransactions(filter: $filter, first: 50) { edges { node { id kind state player amount } } } }`;

  it("lists the player's own transactions of every kind and nobody else's", async () => {
    const r = await alice.gql(TX);
    expect(r.errors).toBeUndefined();
    const nodes = r.data!.myTransactions.edges.map((e: { node: { kind: string; player: string } }) => e.node);
    expect(nodes.map((n: { kind: string }) => n.kind)).toEqual(["TABLE_BET", "TABLE_BET", "TABLE_BET", "BRIDGE"]);
    expect(nodes.every((n: { player: string }) => n.player === alice.address || n.player === aliceGame)).toBe(true);
    const bridge = await alice.gql(TX, { filter: { kind: "BRIDGE" } });
    expect(bridge.data!.myTransactions.edges.map((e: { node: { state: string } }) => e.node.state)).toEqual(["CONFIRMED"]);
  });

  it("refuses a guest", async () => {
    expect(refusal(await asGuest(t).gql(TX))).toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
