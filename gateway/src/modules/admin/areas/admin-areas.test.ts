import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Area, Game, GameTableConfig, OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asGuest, asMember, asSupport, type Actor } from "../../../_test/roles.js";

let t: TestGateway;
let member: Actor;
let support: Actor;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000" });
  [member, support] = await Promise.all([asMember(t), asSupport(t)]);
  const em = t.db.orm.em.fork();
  em.create(Area, { id: "main-hall", name: "Main hall", enable: true, startUTCHour: 0, endUTCHour: 0 });
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: "0x" + "ab".repeat(20) });
  em.create(GameTableConfig, { id: 1, name: "Roulette", gameId: "roulette", areaId: "main-hall", contractAddress: "0x" + "cd".repeat(20), minBet: "1", maxBet: "2" });
  await em.flush();
});
afterAll(async () => t?.close());

const FIELDS = `id name nameJa enable startUTCHour endUTCHour isOpen opensAt tableCount`;
const CREATE = `mutation($input: CreateAreaInput!) { createArea(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateAreaInput!) { updateArea(id: $id, input: $input) { ${FIELDS} } }`;
const errorOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe("area config", () => {
  it("creates an area whose hours make it open or closed now", async () => {
    const hour = new Date().getUTCHours();
    const closed = await member.gql(CREATE, { input: { id: "night-pit", name: "Night pit", startUTCHour: (hour + 2) % 24, endUTCHour: (hour + 4) % 24 } });
    expect(closed.data!.createArea).toMatchObject({ id: "night-pit", enable: true, isOpen: false, tableCount: 0 });
    expect(closed.data!.createArea.opensAt).not.toBeNull();
    const list = await support.gql(`{ adminAreas { id tableCount } }`);
    expect(list.data!.adminAreas).toEqual([{ id: "main-hall", tableCount: 1 }, { id: "night-pit", tableCount: 0 }]);
  });

  it("closes an area at once when it is disabled, and logs the change", async () => {
    const res = await member.gql(UPDATE, { id: "main-hall", input: { enable: false } });
    expect(res.data!.updateArea).toMatchObject({ enable: false, isOpen: false, opensAt: null });
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "area.update", targetId: "main-hall" });
    expect([line.before!.enable, line.after!.enable]).toEqual([true, false]);
    expect((await t.db.orm.em.fork().findOneOrFail(Area, { id: "main-hall" })).enable).toBe(false);
  });

  it("keeps a Japanese name beside the English one, shown to players and cleared by an empty one", async () => {
    const named = await member.gql(CREATE, { input: { id: "vip-lounge", name: "VIP lounge", nameJa: "  VIPラウンジ ", startUTCHour: 0, endUTCHour: 0 } });
    expect(named.data!.createArea).toMatchObject({ name: "VIP lounge", nameJa: "VIPラウンジ" });
    const shown = await asGuest(t).gql(`{ areas { id name nameJa } }`);
    expect(shown.data!.areas).toContainEqual({ id: "vip-lounge", name: "VIP lounge", nameJa: "VIPラウンジ" });
    const tooLong = await member.gql(UPDATE, { id: "vip-lounge", input: { nameJa: "ラ".repeat(65) } });
    expect(errorOf(tooLong)).toMatchObject({ code: "BAD_USER_INPUT", field: "nameJa" });
    const cleared = await member.gql(UPDATE, { id: "vip-lounge", input: { nameJa: "" } });
    expect(cleared.data!.updateArea.nameJa).toBeNull();
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "area.update", targetId: "vip-lounge" });
    expect([line.before!.nameJa, line.after!.nameJa]).toEqual(["VIPラウンジ", null]);
  });

  it("validates names, ids and UTC hours", async () => {
    expect(errorOf(await member.gql(CREATE, { input: { id: "x y", name: "X", startUTCHour: 0, endUTCHour: 0 } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "id" });
    expect(errorOf(await member.gql(CREATE, { input: { id: "late", name: "Late", startUTCHour: 24, endUTCHour: 0 } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "startUTCHour" });
    expect(errorOf(await member.gql(UPDATE, { id: "night-pit", input: { endUTCHour: -1 } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "endUTCHour" });
    expect(errorOf(await member.gql(UPDATE, { id: "night-pit", input: { name: "" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "name" });
    expect(errorOf(await member.gql(CREATE, { input: { id: "night-pit", name: "Again", startUTCHour: 0, endUTCHour: 0 } }))).toMatchObject({ code: "CONFLICT" });
    expect(errorOf(await member.gql(UPDATE, { id: "nowhere", input: { name: "X" } }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("deletes an empty area and refuses one with tables", async () => {
    expect(errorOf(await member.gql(`mutation { deleteArea(id: "main-hall") }`))).toMatchObject({ code: "CONFLICT" });
    expect((await member.gql(`mutation { deleteArea(id: "night-pit") }`)).data!.deleteArea).toBe(true);
    expect(await t.db.orm.em.fork().findOne(Area, { id: "night-pit" })).toBeNull();
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "area.delete" });
    expect(line).toMatchObject({ targetId: "night-pit", after: null, before: { name: "Night pit" } });
  });

  it("refuses SUPPORT, which may only read areas", async () => {
    expect(errorOf(await support.gql(UPDATE, { id: "main-hall", input: { enable: true } }))).toMatchObject({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect(errorOf(await (await asAdmin(t)).gql(UPDATE, { id: "main-hall", input: { enable: true } }))).toBeUndefined();
  });
});
