import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing/index.js";
import { Area, FavoriteGame, Game, GameTableConfig, resetChainState, type EntityManager } from "./index.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: `0x${"a".repeat(40)}`, categories: ["hot", "top"] });
  em.create(Area, { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(GameTableConfig, { id: 1, name: "Roulette 1", gameId: "roulette", areaId: "main-hall", contractAddress: `0x${"b".repeat(40)}`, minBet: "1000000", maxBet: "1000000000" });
  await em.flush();
});
afterAll(async () => db?.close());

const sql = async (query: string, params: unknown[] = []) => db.orm.em.getConnection().execute(query, params);
const config = async () => db.orm.em.fork().findOneOrFail(GameTableConfig, { id: 1 });

describe("game tables", () => {
  it("keeps a game's categories and a table's relations as plain ids", async () => {
    const em = db.orm.em.fork();
    expect((await em.findOneOrFail(Game, { id: "roulette" })).categories).toEqual(["hot", "top"]);
    expect(await em.find(GameTableConfig, { gameId: "roulette", areaId: "main-hall" })).toHaveLength(1);
  });

  it("reverts the indexer's limits on a reorg and keeps an admin's later edit", async () => {
    await db.orm.em.fork().transactional(async (em: EntityManager) => {
      await em.getConnection().execute("select set_config('sunrise.hot_processor', 'game', true), set_config('sunrise.hot_block', '9', true)", [], "all", em.getTransactionContext());
      await em.nativeUpdate(GameTableConfig, { contractAddress: `0x${"b".repeat(40)}` }, { minBet: "5000000", maxBet: "9000000000" });
    });
    await sql(`update game_table set name = 'Lucky roulette', enabled = false where id = 1`);
    await sql(`select undo_hot_changes('game', 9)`);
    const row = await config();
    expect([row.minBet, row.maxBet, row.name, row.enabled]).toEqual(["1000000", "1000000000", "Lucky roulette", false]);
  });

  it("survives a chain reset, as do games, areas and favourites", async () => {
    const em = db.orm.em.fork();
    em.create(FavoriteGame, { userAddress: `0x${"c".repeat(40)}`, gameId: "roulette" });
    await em.flush();
    await resetChainState(db.orm);
    expect((await config()).contractAddress).toBe(`0x${"b".repeat(40)}`);
    expect(await db.orm.em.fork().count(FavoriteGame, {})).toBe(1);
  });

  it("refuses an hour outside 0–23 and a table of an unknown game", async () => {
    await expect(sql(`insert into area (id, name, start_utc_hour, end_utc_hour) values ('x', 'X', 24, 0)`)).rejects.toThrow(/check/);
    await expect(sql(`insert into game_table (id, name, game_id, area_id, contract_address, min_bet, max_bet) values (2, 'T', 'nope', 'main-hall', '0x${"d".repeat(40)}', 1, 2)`)).rejects.toThrow(/foreign key/);
  });
});
