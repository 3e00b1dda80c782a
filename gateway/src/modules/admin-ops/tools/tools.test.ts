import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { AdminTask, Area, Game, GameTableConfig, OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asGuest, asMember, asPlayer, asSupport, refusal, saveAccount, type Actor } from "../../../_test/roles.js";
import { wsClient } from "../../../_test/ws.js";

let t: TestGateway;
let admin: Actor;
const addr = () => Wallet.createRandom().address.toLowerCase();

const RUN = `mutation($input: RunToolInput!) { runTool(input: $input) { id kind params state status target createdBy txHash transactions { hash } error } }`;
const TRANSFER = `mutation($input: CreateTransferInput!) { createTransfer(input: $input) { id kind params state target } }`;
const FIELD = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => ({ code: r.errors?.[0]?.extensions?.code, field: r.errors?.[0]?.extensions?.field });

beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  admin = await asAdmin(t);
  const em = t.db.orm.em.fork();
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: addr() });
  em.create(Area, { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(GameTableConfig, { id: 3, name: "Roulette 3", gameId: "roulette", areaId: "main-hall", contractAddress: addr(), minBet: "1000000", maxBet: "1000000000" });
  await em.flush();
});
afterAll(async () => t?.close());

const finish = async (id: string) => {
  await t.db.orm.em.fork().nativeUpdate(AdminTask, { id }, { state: "failed", error: "done in test" });
};

describe("runTool", () => {
  it("queues a pause as a new task, with its operation-log line, and announces it to subscribers", async () => {
    const ws = wsClient(t.url, { authorization: admin.headers.authorization });
    const seen: { kind: string; state: string }[] = [];
    const unsubscribe = ws.subscribe<{ adminTaskUpdated: { kind: string; state: string } }>(
      { query: `subscription { adminTaskUpdated { id kind state } }` },
      { next: (r) => r.data && seen.push(r.data.adminTaskUpdated), error: () => undefined, complete: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 300));
    const res = await admin.gql(RUN, { input: { tool: "PAUSE_CONTRACT", contract: "STAKING" } });
    expect(res.errors).toBeUndefined();
    const task = res.data!.runTool;
    expect(task).toMatchObject({ kind: "contract.pause", params: { contract: "Staking" }, state: "NEW", status: 1, target: "contract:Staking", createdBy: admin.address, txHash: null, transactions: [], error: null });
    const log = await t.db.orm.em.fork().find(OperationLog, { targetType: "task", targetId: task.id });
    expect(log).toEqual([expect.objectContaining({ action: "task.create", actorAddress: admin.address, summary: "Pause Staking", before: null, after: expect.objectContaining({ kind: "contract.pause", state: "new" }) })]);
    await expect.poll(() => seen).toEqual([{ id: task.id, kind: "contract.pause", state: "NEW" }]);
    unsubscribe();
    await ws.dispose();
    await finish(task.id);
  });

  it("queues the other tools with the params the runner needs", async () => {
    const run = async (input: object) => (await admin.gql(RUN, { input })).data!.runTool;
    const table = await run({ tool: "UNPAUSE_CONTRACT", contract: "GAME_TABLE", tableId: 3 });
    expect(table).toMatchObject({ kind: "contract.unpause", params: { contract: "GameTable:3" }, target: "table:3" });
    expect(await run({ tool: "STAKING_START_ROUND", rewardCycleSeconds: 86_400 })).toMatchObject({ kind: "staking.startRound", params: { rewardCycleSeconds: 86_400 }, target: "contract:Staking" });
    expect(await run({ tool: "STAKING_END_ROUND", totalReward: "250000000" })).toMatchObject({ kind: "staking.endRound", params: { totalReward: "250000000" } });
    const bonus = await run({ tool: "BONUS_SETTINGS", rewardRate: 1500, minValidator: 2 });
    expect(bonus).toMatchObject({ kind: "bonus.settings", params: { rewardRate: 1500, minValidator: 2 }, target: "contract:BonusManager" });
    const [line] = await t.db.orm.em.fork().find(OperationLog, { targetId: bonus.id });
    expect(line!.summary).toBe("Bonus settings: reward rate 15%, minimum validators 2");
  });

  it("refuses a second task for the same work while one waits, and writes nothing for it", async () => {
    const first = (await admin.gql(RUN, { input: { tool: "PAUSE_CONTRACT", contract: "ASSET_BRIDGE" } })).data!.runTool;
    const again = await admin.gql(RUN, { input: { tool: "PAUSE_CONTRACT", contract: "ASSET_BRIDGE" } });
    expect(again.errors![0]).toMatchObject({ message: "A contract.pause task for contract:AssetChainBridge is already queued", extensions: { code: "CONFLICT" } });
    expect(await t.db.orm.em.fork().count(AdminTask, { target: "contract:AssetChainBridge" })).toBe(1);
    await finish(first.id);
    expect((await admin.gql(RUN, { input: { tool: "PAUSE_CONTRACT", contract: "ASSET_BRIDGE" } })).errors).toBeUndefined();
  });

  it("validates each tool's fields, naming the field", async () => {
    const logBefore = await t.db.orm.em.fork().count(OperationLog, {});
    const cases: [object, string][] = [
      [{ tool: "PAUSE_CONTRACT" }, "contract"],
      [{ tool: "PAUSE_CONTRACT", contract: "GAME_TABLE" }, "tableId"],
      [{ tool: "PAUSE_CONTRACT", contract: "GAME_TABLE", tableId: 99 }, "tableId"],
      [{ tool: "PAUSE_CONTRACT", contract: "STAKING", tableId: 3 }, "tableId"],
      [{ tool: "PAUSE_CONTRACT", contract: "STAKING", totalReward: "5" }, "totalReward"],
      [{ tool: "STAKING_START_ROUND", rewardCycleSeconds: 0 }, "rewardCycleSeconds"],
      [{ tool: "STAKING_END_ROUND" }, "totalReward"],
      [{ tool: "STAKING_END_ROUND", totalReward: "0" }, "totalReward"],
      [{ tool: "STAKING_END_ROUND", totalReward: "1".padEnd(40, "0") }, "totalReward"],
      [{ tool: "BONUS_SETTINGS" }, "rewardRate"],
      [{ tool: "BONUS_SETTINGS", rewardRate: 10_001 }, "rewardRate"],
      [{ tool: "BONUS_SETTINGS", minValidator: 0 }, "minValidator"],
    ];
    for (const [input, field] of cases) expect(FIELD(await admin.gql(RUN, { input })), JSON.stringify(input)).toEqual({ code: "BAD_USER_INPUT", field });
    // Not whole token units, or not a tool at all: refused before the resolver runs.
    expect(refusal(await admin.gql(RUN, { input: { tool: "STAKING_END_ROUND", totalReward: "1.5" } })).code).toBe("BAD_USER_INPUT");
    expect(refusal(await admin.gql(RUN, { input: { tool: "SELF_DESTRUCT" } })).code).toBe("BAD_USER_INPUT");
    expect(await t.db.orm.em.fork().count(OperationLog, {})).toBe(logBefore);
  });

  it("is for ADMIN accounts only", async () => {
    const input = { tool: "PAUSE_CONTRACT", contract: "STAKING" };
    expect(refusal(await asGuest(t).gql(RUN, { input })).code).toBe("UNAUTHENTICATED");
    expect(refusal(await (await asPlayer(t)).gql(RUN, { input }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect(refusal(await (await asMember(t)).gql(RUN, { input }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect(refusal(await (await asSupport(t)).gql(RUN, { input }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
  });
});

describe("createTransfer", () => {
  it("pays a player's wallet on the asset chain and their game wallet on the game chain", async () => {
    const player = await asPlayer(t);
    const game = addr();
    await saveAccount(t, player.address, { suncAddress: game });
    const asset = (await admin.gql(TRANSFER, { input: { address: player.address.toUpperCase().replace("0X", "0x"), chain: "ASSET", amount: "5000000", reason: "Goodwill" } })).data!.createTransfer;
    expect(asset).toMatchObject({ kind: "transfer", params: { chain: "asset", player: player.address, to: player.address, amount: "5000000", reason: "Goodwill" }, state: "NEW", target: `user:${player.address}` });
    const onGame = (await admin.gql(TRANSFER, { input: { address: player.address, chain: "GAME", amount: "2500000", reason: "Goodwill" } })).data!.createTransfer;
    expect(onGame.params).toEqual({ chain: "game", player: player.address, to: game, amount: "2500000", reason: "Goodwill" });
    const [line] = await t.db.orm.em.fork().find(OperationLog, { targetId: onGame.id });
    expect(line!.summary).toBe(`Transfer 2.5 SUSD to ${player.address} on their game wallet ${game}: Goodwill`);
    // The same transfer again while it waits is a double submit; another amount is another transfer.
    expect(refusal(await admin.gql(TRANSFER, { input: { address: player.address, chain: "GAME", amount: "2500000", reason: "Goodwill" } })).code).toBe("CONFLICT");
    expect((await admin.gql(TRANSFER, { input: { address: player.address, chain: "GAME", amount: "1", reason: "Goodwill" } })).errors).toBeUndefined();
  });

  it("validates the address, the player, the chain and the amount", async () => {
    const noGameWallet = addr();
    await saveAccount(t, noGameWallet, {});
    const known = (await asPlayer(t)).address;
    const cases: [object, string][] = [
      [{ address: "0x123", chain: "ASSET", amount: "1", reason: "Goodwill" }, "address"],
      [{ address: addr(), chain: "ASSET", amount: "1", reason: "Goodwill" }, "address"],
      [{ address: noGameWallet, chain: "GAME", amount: "1", reason: "Goodwill" }, "chain"],
      [{ address: known, chain: "ASSET", amount: "0", reason: "Goodwill" }, "amount"],
      [{ address: known, chain: "ASSET", amount: "1", reason: "   " }, "reason"],
    ];
    for (const [input, field] of cases) expect(FIELD(await admin.gql(TRANSFER, { input })), JSON.stringify(input)).toEqual({ code: "BAD_USER_INPUT", field });
    for (const amount of ["1.5", "-1", "1e6", " 1"]) expect(refusal(await admin.gql(TRANSFER, { input: { address: known, chain: "ASSET", amount } })).code, amount).toBe("BAD_USER_INPUT");
    expect(refusal(await admin.gql(TRANSFER, { input: { address: known, chain: "ETHEREUM", amount: "1", reason: "Goodwill" } })).code).toBe("BAD_USER_INPUT");
    expect(refusal(await (await asMember(t)).gql(TRANSFER, { input: { address: known, chain: "ASSET", amount: "1", reason: "Goodwill" } }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
  });
});

describe("adminTasks", () => {
  const LIST = `query($filter: AdminTaskFilter, $first: Int, $after: String) { adminTasks(filter: $filter, first: $first, after: $after) { edges { cursor node { id kind state target } } pageInfo { hasNextPage endCursor } } }`;

  it("lists tasks newest first with filters and cursor paging, for every staff role", async () => {
    const all = (await admin.gql(LIST, { first: 100 })).data!.adminTasks.edges.map((e: { node: { kind: string } }) => e.node);
    expect(all.length).toBeGreaterThanOrEqual(10);
    const support = await asSupport(t);
    const staking = (await support.gql(LIST, { filter: { kind: "staking." } })).data!.adminTasks.edges.map((e: { node: { kind: string } }) => e.node.kind);
    expect(staking).toEqual(["staking.endRound", "staking.startRound"]);
    const failed = (await admin.gql(LIST, { filter: { state: "FAILED", target: "contract:AssetChainBridge" } })).data!.adminTasks.edges;
    expect(failed).toHaveLength(1);
    expect((await admin.gql(LIST, { filter: { createdBy: support.address } })).data!.adminTasks.edges).toEqual([]);
    expect((await admin.gql(LIST, { filter: { from: "2000-01-01T00:00:00Z", to: "2000-01-02T00:00:00Z" } })).data!.adminTasks.edges).toEqual([]);

    const first = (await admin.gql(LIST, { first: 4 })).data!.adminTasks;
    const second = (await admin.gql(LIST, { first: 4, after: first.pageInfo.endCursor })).data!.adminTasks;
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect([...first.edges, ...second.edges].map((e: { node: { id: string } }) => e.node.id)).toEqual(all.slice(0, 8).map((n: { id: string }) => n.id));
  });

  it("refuses bad filters and unknown tasks with their codes", async () => {
    expect(FIELD(await admin.gql(LIST, { filter: { kind: "drop table;" } }))).toEqual({ code: "BAD_USER_INPUT", field: "kind" });
    expect(FIELD(await admin.gql(LIST, { filter: { createdBy: "nobody" } }))).toEqual({ code: "BAD_USER_INPUT", field: "createdBy" });
    expect(FIELD(await admin.gql(LIST, { after: "bm90IGEgY3Vyc29y" }))).toEqual({ code: "BAD_USER_INPUT", field: "after" });
    expect(refusal(await admin.gql(LIST, { first: 1000 })).code).toBe("BAD_USER_INPUT");
    const one = `query($id: ID!) { adminTask(id: $id) { id } }`;
    expect(refusal(await admin.gql(one, { id: "00000000-0000-4000-8000-000000000000" })).code).toBe("NOT_FOUND");
    expect(refusal(await admin.gql(one, { id: "nope" })).code).toBe("NOT_FOUND");
    expect(refusal(await (await asPlayer(t)).gql(LIST)).code).toBe("FORBIDDEN");
  });
});
