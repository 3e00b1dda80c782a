import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Game, OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asGuest, asMember, asPlayer, asSupport, refusal, type Actor } from "../../_test/roles.js";

let t: TestGateway;
let member: Actor;
const TOKEN = "0x" + "ab".repeat(20);
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  member = await asMember(t);
  const em = t.db.orm.em.fork();
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: TOKEN, sortOrder: 1, categories: ["hot", "feature"] });
  em.create(Game, { id: "baccarat", type: 2, name: "Baccarat", image: "/games/baccarat.svg", erc20Address: TOKEN, sortOrder: 2, categories: ["hot"] });
  em.create(Game, { id: "sic-bo", type: 4, name: "Sic Bo", image: "/games/sic-bo.svg", erc20Address: TOKEN, sortOrder: 3, categories: [] });
  em.create(Game, { id: "old", type: 5, name: "Old", image: "/games/old.svg", erc20Address: TOKEN, sortOrder: 4, categories: ["hot"], enabled: false });
  await em.flush();
});
afterAll(async () => t?.close());

const PUBLIC = `{ categories { id nameEn nameJa builtIn gameIds } }`;
const CREATE = `mutation($input: CreateCategoryInput!) { createCategory(input: $input) { id nameEn nameJa sortOrder enabled builtIn gameIds } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { id gameIds enabled nameJa } }`;
const errorOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe("lobby categories", () => {
  it("lists the built-in categories with their names and the enabled games the game config put in them", async () => {
    const res = await asGuest(t).gql(PUBLIC);
    expect(res.data!.categories).toEqual([
      { id: "feature", nameEn: "Featured", nameJa: "注目", builtIn: true, gameIds: ["roulette"] },
      { id: "hot", nameEn: "Hot", nameJa: "人気", builtIn: true, gameIds: ["roulette", "baccarat"] },
      { id: "recommend", nameEn: "Recommended", nameJa: "おすすめ", builtIn: true, gameIds: [] },
      { id: "vip", nameEn: "VIP", nameJa: "VIP", builtIn: true, gameIds: [] },
      { id: "top", nameEn: "Top", nameJa: "トップ", builtIn: true, gameIds: [] },
    ]);
  });

  it("creates a category with its games in the given order, refusing unknown games and taken ids", async () => {
    const res = await member.gql(CREATE, { input: { id: "table-games", nameEn: "Table games", nameJa: "テーブルゲーム", sortOrder: 5, gameIds: ["sic-bo", "roulette"] } });
    expect(res.data!.createCategory).toEqual({ id: "table-games", nameEn: "Table games", nameJa: "テーブルゲーム", sortOrder: 5, enabled: true, builtIn: false, gameIds: ["sic-bo", "roulette"] });
    const listed = (await asGuest(t).gql(PUBLIC)).data!.categories.map((c: { id: string }) => c.id);
    expect(listed).toEqual(["table-games", "feature", "hot", "recommend", "vip", "top"]);
    expect(errorOf(await member.gql(CREATE, { input: { id: "x-1", nameEn: "X", nameJa: "X", gameIds: ["nope"] } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "gameIds" });
    expect(errorOf(await member.gql(CREATE, { input: { id: "hot", nameEn: "X", nameJa: "X" } }))).toMatchObject({ code: "CONFLICT" });
    expect(errorOf(await member.gql(CREATE, { input: { id: "Bad Id", nameEn: "X", nameJa: "X" } }))).toMatchObject({ field: "id" });
    expect(errorOf(await member.gql(CREATE, { input: { id: "noname", nameEn: " ", nameJa: "X" } }))).toMatchObject({ field: "nameEn" });
  });

  it("edits a built-in category's games through the games' own categories, so the lobby's filter and the game config agree", async () => {
    const res = await member.gql(UPDATE, { id: "hot", input: { gameIds: ["sic-bo", "baccarat"], nameJa: "ホット" } });
    expect(res.data!.updateCategory).toMatchObject({ id: "hot", gameIds: ["baccarat", "sic-bo"], nameJa: "ホット" });
    const games = await asGuest(t).gql(`{ games { id categories } }`);
    expect(games.data!.games).toEqual([{ id: "roulette", categories: ["FEATURE"] }, { id: "baccarat", categories: ["HOT"] }, { id: "sic-bo", categories: ["HOT"] }]);
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "category.update", targetId: "hot" });
    expect(line.before).toMatchObject({ gameIds: ["roulette", "baccarat", "old"] });
    expect(line.after).toMatchObject({ gameIds: ["sic-bo", "baccarat"], nameJa: "ホット" });
  });

  it("hides a turned-off category, deletes staff-made ones but never a built-in one", async () => {
    await member.gql(UPDATE, { id: "vip", input: { enabled: false } });
    expect((await asGuest(t).gql(PUBLIC)).data!.categories.map((c: { id: string }) => c.id)).not.toContain("vip");
    expect((await member.gql(`{ adminCategories { id enabled } }`)).data!.adminCategories).toContainEqual({ id: "vip", enabled: false });
    expect(errorOf(await member.gql(`mutation { deleteCategory(id: "top") }`))).toMatchObject({ code: "CONFLICT" });
    expect((await member.gql(`mutation { deleteCategory(id: "table-games") }`)).data!.deleteCategory).toBe(true);
    expect(errorOf(await member.gql(`{ adminCategory(id: "table-games") { id } }`))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps category editing to content staff", async () => {
    expect(refusal(await (await asPlayer(t)).gql(UPDATE, { id: "hot", input: { nameEn: "x" } }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect(refusal(await (await asSupport(t)).gql(UPDATE, { id: "hot", input: { nameEn: "x" } }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
  });
});
