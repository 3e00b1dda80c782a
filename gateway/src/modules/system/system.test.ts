// The system page's query over real Postgres and a real local chain (the game chain's RPC is left unreachable on purpose).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { AdminTask, Area, BridgeProcess, BridgeVote, Game, GameTableConfig, ProcessorStatus, TableLimits, TableRound } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asAdmin, asMember, asPlayer, asSupport, refusal, type Actor } from "../../_test/roles.js";
import { startHardhat, type LocalChain } from "../admin-ops/_test/chain.js";

const STATUS = `{ systemStatus { id checkedAt
  chains { id chainId head headAt indexed lagBlocks lagSeconds error }
  tables { id tableId name enabled paused lastRoundId lastRoundState bettingClosesAt nextRoundInSeconds stuckRounds }
  validators { id address votes lastVoteAt lastWithdrawalId lastChainId }
  taskQueue { pending inProgress oldestAgeSeconds } bridgeQueue { pending inProgress oldestAgeSeconds }
  replicas { id url websocketConnections subscriptions stale current } } }`;

const A = "0x00000000000000000000000000000000000000a1";
const B = "0x00000000000000000000000000000000000000b2";
const TABLE = "0x00000000000000000000000000000000000000c3";
const HASH = `0x${"ab".repeat(32)}`;
const ago = (s: number) => new Date(Date.now() - s * 1000);

let chain: LocalChain;
let t: TestGateway;
let admin: Actor;

beforeAll(async () => {
  chain = await startHardhat("assetChain");
  await chain.rpc("hardhat_mine", ["0xa"]);
  // Port 9 (discard) refuses connections: the game chain is down.
  t = await startTestGateway({ ASSET_RPC_URL: chain.url, GAME_RPC_URL: "http://127.0.0.1:9", READY_TIMEOUT_MS: "3000", RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000" });
  admin = await asAdmin(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

describe("systemStatus", () => {
  it("gives a chain's head, indexed block and lag in blocks and seconds, and names a chain that does not answer", async () => {
    const head = Number(BigInt(await chain.rpc<string>("eth_blockNumber")));
    const block = async (n: number) => Number(BigInt((await chain.rpc<{ timestamp: string }>("eth_getBlockByNumber", [`0x${n.toString(16)}`, false])).timestamp));
    const em = t.db.orm.em.fork();
    em.create(ProcessorStatus, { id: "asset", chainId: chain.chainId, height: head - 4, hash: HASH, updatedAt: new Date() });
    await em.flush();

    const res = await admin.gql(STATUS);
    expect(res.errors).toBeUndefined();
    const [asset, game] = res.data!.systemStatus.chains;
    expect(asset).toMatchObject({ id: "asset", chainId: chain.chainId, head, indexed: head - 4, lagBlocks: 4, lagSeconds: (await block(head)) - (await block(head - 4)), error: null });
    expect(asset.lagSeconds).toBeGreaterThan(0);
    expect(game).toMatchObject({ id: "game", chainId: null, head: null, indexed: null });
    expect(game.error).toMatch(/^Chain unreachable: /);
  });

  it("gives each table's latest round, when the next can open and its stuck rounds", async () => {
    const em = t.db.orm.em.fork();
    em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: A });
    em.create(Area, { id: "hall", name: "Hall", startUTCHour: 0, endUTCHour: 0 });
    em.create(GameTableConfig, { id: 1, name: "Roulette 1", gameId: "roulette", areaId: "hall", contractAddress: TABLE, minBet: "1000000", maxBet: "100000000" });
    em.create(GameTableConfig, { id: 2, name: "Roulette 2", gameId: "roulette", areaId: "hall", contractAddress: B, minBet: "1000000", maxBet: "100000000", enabled: false });
    em.create(TableLimits, { contractAddress: TABLE, minBet: "1000000", maxBet: "100000000", roundTimeout: 60, blockNumber: 1 });
    const round = (roundId: number, state: string, closesAt: Date) =>
      em.create(TableRound, { id: `${TABLE}:${roundId}`, table: TABLE, tableId: 1, gameType: 1, roundId, state, commitment: HASH, openedAt: new Date(closesAt.getTime() - 15_000), closesAt, openTx: HASH });
    round(5, "closed", ago(120)); // past its 60 s deadline: stuck
    round(6, "settled", ago(90));
    round(7, "closed", ago(30)); // within its deadline
    round(8, "open", new Date(Date.now() + 20_000));
    await em.flush();

    const { tables } = (await admin.gql(STATUS)).data!.systemStatus;
    expect(tables).toHaveLength(2);
    expect(tables[0]).toMatchObject({ id: "1", name: "Roulette 1", enabled: true, paused: false, lastRoundId: 8, lastRoundState: "open", stuckRounds: 1 });
    expect(tables[0].nextRoundInSeconds).toBeGreaterThan(10);
    expect(tables[0].nextRoundInSeconds).toBeLessThanOrEqual(20);
    expect(tables[1]).toMatchObject({ id: "2", enabled: false, lastRoundId: null, lastRoundState: null, stuckRounds: 0 });
  });

  it("gives each validator's votes and latest vote, and the task and bridge queues with their oldest waiting", async () => {
    const em = t.db.orm.em.fork();
    const vote = (validator: string, withdrawal: string, at: Date, chainId: number) =>
      em.create(BridgeVote, { id: `${withdrawal}:${validator}`, withdrawalId: withdrawal, validator, chainId, txHash: HASH, blockNumber: 1, votedAt: at });
    vote(A, `0x${"01".repeat(32)}`, ago(300), 31338);
    vote(A, `0x${"02".repeat(32)}`, ago(10), 31337);
    vote(B, `0x${"01".repeat(32)}`, ago(299), 31338);
    const task = (state: string, createdAt: Date) => em.create(AdminTask, { kind: "transfer", params: {}, state, createdBy: A, createdAt });
    task("new", ago(90));
    task("running", ago(20));
    task("success", ago(600));
    const transfer = (id: string, status: number, votes: number, createdAt: Date) =>
      em.create(BridgeProcess, { id, processType: 91, status, votes, amount: "85000000", targetChainId: 31338, createdAt });
    transfer(`0x${"11".repeat(32)}`, 0, 0, ago(45));
    transfer(`0x${"12".repeat(32)}`, 1, 2, ago(5));
    transfer(`0x${"13".repeat(32)}`, 2, 2, ago(900));
    await em.flush();

    const s = (await admin.gql(STATUS)).data!.systemStatus;
    expect(s.validators).toEqual([
      { id: A, address: A, votes: 2, lastVoteAt: expect.any(String), lastWithdrawalId: `0x${"02".repeat(32)}`, lastChainId: 31337 },
      { id: B, address: B, votes: 1, lastVoteAt: expect.any(String), lastWithdrawalId: `0x${"01".repeat(32)}`, lastChainId: 31338 },
    ]);
    expect(s.taskQueue).toMatchObject({ pending: 2, inProgress: 1 });
    expect(s.taskQueue.oldestAgeSeconds).toBeGreaterThanOrEqual(89);
    expect(s.taskQueue.oldestAgeSeconds).toBeLessThan(150);
    expect(s.bridgeQueue).toMatchObject({ pending: 2, inProgress: 1 });
    expect(s.bridgeQueue.oldestAgeSeconds).toBeGreaterThanOrEqual(44);
    expect(s.bridgeQueue.oldestAgeSeconds).toBeLessThan(100);
  });

  it("lists every gateway replica from its heartbeat, with this one's WebSocket connections, and marks a silent one stale", async () => {
    await t.db.orm.em.getConnection().execute(
      `insert into gateway_replica (id, url, started_at, heartbeat_at, websocket_connections, subscriptions) values ('other:1', 'http://10.0.0.2:4000', now() - interval '1 hour', now() - interval '1 minute', 7, 3)`,
    );
    const socket = new WebSocket(`${t.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    await t.gateway.heartbeat();
    const { replicas } = (await admin.gql(STATUS)).data!.systemStatus;
    socket.close();
    expect(replicas).toEqual([
      { id: t.gateway.services.system.replicaId, url: t.url, websocketConnections: 1, subscriptions: 0, stale: false, current: true },
      { id: "other:1", url: "http://10.0.0.2:4000", websocketConnections: 7, subscriptions: 3, stale: true, current: false },
    ]);
  });

  it("is for staff with system.read: every staff type, never a player", async () => {
    expect((await (await asMember(t)).gql(`{ systemStatus { id } }`)).data?.systemStatus.id).toBe("system");
    expect((await (await asSupport(t)).gql(`{ systemStatus { id } }`)).data?.systemStatus.id).toBe("system");
    expect(refusal(await (await asPlayer(t)).gql(`{ systemStatus { id } }`))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
  });
});
