import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminTask, Area, Game, GameTableConfig, OperationLog, TableLimits } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asMember, asSupport, type Actor } from "../../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
let member: Actor;
let support: Actor;
const TOKEN = "0x" + "ab".repeat(20);
const CONTRACT = "0x" + "cd".repeat(20);
const SPARE = "0x" + "ef".repeat(20);

beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000" });
  [admin, member, support] = await Promise.all([asAdmin(t), asMember(t), asSupport(t)]);
  // What `npm start` seeds and the indexer writes from each contract's LimitsSet.
  const em = t.db.orm.em.fork();
  em.create(Area, { id: "main-hall", name: "Main hall", enable: true, startUTCHour: 0, endUTCHour: 0 });
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: TOKEN, sortOrder: 1 });
  em.create(TableLimits, { contractAddress: CONTRACT, minBet: "1000000", maxBet: "1000000000", roundTimeout: 3600, blockNumber: 5 });
  em.create(TableLimits, { contractAddress: SPARE, minBet: "2000000", maxBet: "2000000000", roundTimeout: 600, blockNumber: 6 });
  em.create(GameTableConfig, { id: 1, name: "Roulette", gameId: "roulette", areaId: "main-hall", contractAddress: CONTRACT, minBet: "1000000", maxBet: "1000000000" });
  await em.flush();
});
afterAll(async () => t?.close());

const GAME_FIELDS = `id type name image erc20Address isHot isNew categories sortOrder enabled tableCount`;
const CREATE_GAME = `mutation($input: CreateGameInput!) { createGame(input: $input) { ${GAME_FIELDS} } }`;
const UPDATE_GAME = `mutation($id: ID!, $input: UpdateGameInput!) { updateGame(id: $id, input: $input) { ${GAME_FIELDS} } }`;
const TABLE_FIELDS = `id name gameId areaId floor contractAddress minBet maxBet roundTimeout paused enabled bettingSeconds`;
const UPDATE_TABLE = `mutation($id: Int!, $input: UpdateTableInput!) { updateTable(id: $id, input: $input) { ${TABLE_FIELDS} } }`;
const errorOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe("game config", () => {
  it("creates a game with its flags and categories, listed with the disabled ones", async () => {
    const input = { id: "sic-bo", type: 4, name: "Sic Bo", image: "/games/sic-bo.svg", erc20Address: TOKEN.toUpperCase().replace("0X", "0x"), isNew: true, categories: ["HOT", "RECOMMEND", "HOT"], sortOrder: 4, enabled: false };
    const res = await member.gql(CREATE_GAME, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createGame).toEqual({ id: "sic-bo", type: 4, name: "Sic Bo", image: "/games/sic-bo.svg", erc20Address: TOKEN, isHot: false, isNew: true, categories: ["HOT", "RECOMMEND"], sortOrder: 4, enabled: false, tableCount: 0 });
    const list = await support.gql(`{ adminGames { id enabled tableCount } }`);
    expect(list.data!.adminGames).toEqual([{ id: "roulette", enabled: true, tableCount: 1 }, { id: "sic-bo", enabled: false, tableCount: 0 }]);
    const publicList = await admin.gql(`{ games { id } }`);
    expect(publicList.data!.games.map((g: { id: string }) => g.id)).not.toContain("sic-bo");
  });

  it("validates each field and names it", async () => {
    const base = { id: "poker", type: 3, name: "Poker", image: "/games/poker.svg", erc20Address: TOKEN };
    const cases: [Record<string, unknown>, string][] = [
      [{ id: "Poker!" }, "id"], [{ type: 9 }, "type"], [{ name: "  " }, "name"], [{ image: "javascript:alert(1)" }, "image"],
      [{ erc20Address: "0x123" }, "erc20Address"], [{ sortOrder: -1 }, "sortOrder"],
    ];
    for (const [change, field] of cases) expect(errorOf(await admin.gql(CREATE_GAME, { input: { ...base, ...change } }))).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(errorOf(await admin.gql(CREATE_GAME, { input: { ...base, id: "roulette" } }))).toMatchObject({ code: "CONFLICT" });
  });

  it("updates only the fields given and logs before and after", async () => {
    const res = await admin.gql(UPDATE_GAME, { id: "roulette", input: { isHot: true, categories: ["FEATURE"], sortOrder: 7 } });
    expect(res.data!.updateGame).toMatchObject({ id: "roulette", name: "Roulette", isHot: true, categories: ["FEATURE"], sortOrder: 7 });
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "game.update", targetId: "roulette" });
    expect(line.before).toMatchObject({ isHot: false, categories: [], sortOrder: 1 });
    expect(line.after).toMatchObject({ isHot: true, categories: ["feature"], sortOrder: 7 });
  });

  it("keeps a game's type while tables deal it, and answers NOT_FOUND for an unknown game", async () => {
    expect(errorOf(await admin.gql(UPDATE_GAME, { id: "roulette", input: { type: 2 } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "type" });
    expect(errorOf(await admin.gql(UPDATE_GAME, { id: "nope", input: { name: "X" } }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses SUPPORT, which may only read games", async () => {
    expect(errorOf(await support.gql(UPDATE_GAME, { id: "roulette", input: { isNew: true } }))).toMatchObject({ code: "FORBIDDEN", reason: "PERMISSION" });
  });
});

describe("table config", () => {
  it("saves name, floor, enabled and betting time at once and logs it", async () => {
    const res = await member.gql(UPDATE_TABLE, { id: 1, input: { name: "Roulette Royale", floor: "SECOND", enabled: false, bettingSeconds: 20 } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateTable).toMatchObject({ id: 1, name: "Roulette Royale", floor: "SECOND", enabled: false, bettingSeconds: 20, roundTimeout: 3600 });
    expect(await t.db.orm.em.fork().count(OperationLog, { action: "table.update", targetId: "1" })).toBe(1);
    expect(await t.db.orm.em.fork().count(AdminTask, {})).toBe(0);
  });

  it("sends new limits to the contract as a table.setLimits task and leaves the indexed limits alone", async () => {
    const res = await member.gql(UPDATE_TABLE, { id: 1, input: { minBet: "5000000", maxBet: "2500000000" } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateTable).toMatchObject({ minBet: "1000000", maxBet: "1000000000" });
    const task = await t.db.orm.em.fork().findOneOrFail(AdminTask, { kind: "table.setLimits" });
    expect(task).toMatchObject({ state: "new", target: "table:1", createdBy: member.address, params: { tableId: 1, minBet: "5000000", maxBet: "2500000000" } });
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "table.setLimits", targetId: "1" });
    expect(line).toMatchObject({ actorAddress: member.address, before: { minBet: "1000000", maxBet: "1000000000" }, after: { minBet: "5000000", maxBet: "2500000000", taskId: task.id } });
    expect(line.summary).toMatch(/limits 5 SUSD–2,500 SUSD$/);
    // A second change while the first still waits for the runner would race it on chain.
    expect(errorOf(await admin.gql(UPDATE_TABLE, { id: 1, input: { minBet: "6000000", maxBet: "2500000000" } }))).toMatchObject({ code: "CONFLICT" });
  });

  it("checks limits the way the contract will", async () => {
    expect(errorOf(await admin.gql(UPDATE_TABLE, { id: 1, input: { minBet: "0", maxBet: "10" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "minBet" });
    expect(errorOf(await admin.gql(UPDATE_TABLE, { id: 1, input: { minBet: "10", maxBet: "9" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "maxBet" });
    expect(errorOf(await admin.gql(UPDATE_TABLE, { id: 1, input: { minBet: "1", maxBet: (1n << 96n).toString() } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "maxBet" });
    expect(errorOf(await admin.gql(UPDATE_TABLE, { id: 1, input: { minBet: "10" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "maxBet" });
    expect(errorOf(await admin.gql(UPDATE_TABLE, { id: 1, input: { bettingSeconds: 2 } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "bettingSeconds" });
    expect(errorOf(await admin.gql(UPDATE_TABLE, { id: 1, input: { areaId: "nowhere" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "areaId" });
    expect(errorOf(await admin.gql(UPDATE_TABLE, { id: 99, input: { name: "X" } }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("pauses and resumes the contract through tasks", async () => {
    const paused = await member.gql(`mutation { setTablePaused(id: 1, paused: true) }`);
    const resumed = await member.gql(`mutation { setTablePaused(id: 1, paused: false) }`);
    const em = t.db.orm.em.fork();
    expect(await em.findOneOrFail(AdminTask, { id: paused.data!.setTablePaused })).toMatchObject({ kind: "table.pause", params: { tableId: 1 } });
    expect(await em.findOneOrFail(AdminTask, { id: resumed.data!.setTablePaused })).toMatchObject({ kind: "table.unpause", params: { tableId: 1 } });
    expect(errorOf(await support.gql(`mutation { setTablePaused(id: 1, paused: true) }`))).toMatchObject({ code: "FORBIDDEN" });
    // The log line says what the indexed contract state was before.
    const log = await em.findOneOrFail(OperationLog, { action: "table.pause" }, { orderBy: { id: "desc" } });
    expect(log.before).toEqual({ paused: false });
    expect(log.after).toMatchObject({ paused: true });
  });

  it("shows whether the contract is paused, as the indexer last saw it", async () => {
    const em = t.db.orm.em.fork();
    const read = async () => (await admin.gql(`query { adminTables(gameId: "roulette") { id paused } }`)).data!.adminTables.find((x: { id: number }) => x.id === 1).paused;
    expect(await read()).toBe(false);
    await em.nativeUpdate(TableLimits, { contractAddress: CONTRACT }, { paused: true });
    expect(await read()).toBe(true);
    await em.nativeUpdate(TableLimits, { contractAddress: CONTRACT }, { paused: false });
  });

  it("lists a deployed contract whose limits the indexer has seen, once", async () => {
    const CREATE = `mutation($input: CreateTableInput!) { createTable(input: $input) { ${TABLE_FIELDS} } }`;
    const input = { id: 2, contractAddress: SPARE, gameId: "roulette", areaId: "main-hall", floor: "FIRST", name: "Roulette Lounge", bettingSeconds: 15 };
    const res = await admin.gql(CREATE, { input });
    expect(res.data!.createTable).toMatchObject({ id: 2, contractAddress: SPARE, minBet: "2000000", maxBet: "2000000000", roundTimeout: 600, floor: "FIRST", enabled: true });
    expect(errorOf(await admin.gql(CREATE, { input }))).toMatchObject({ code: "CONFLICT" });
    expect(errorOf(await admin.gql(CREATE, { input: { ...input, id: 3 } }))).toMatchObject({ code: "CONFLICT" });
    expect(errorOf(await admin.gql(CREATE, { input: { ...input, id: 3, contractAddress: "0x" + "12".repeat(20) } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "contractAddress" });
    expect(errorOf(await admin.gql(CREATE, { input: { ...input, id: 3, gameId: "nope" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "gameId" });
    const tables = await support.gql(`{ adminTables(gameId: "roulette") { id enabled } }`);
    expect(tables.data!.adminTables).toEqual([{ id: 1, enabled: false }, { id: 2, enabled: true }]);
  });
});
