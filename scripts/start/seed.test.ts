import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Area, Game, GameTableConfig, isAreaOpen, TableLimits } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import type { Deployments } from "@sunrise/contracts";
import { GAME_CATEGORIES } from "@sunrise/db";
import { DEMO_GAMES, DEMO_TABLES } from "./lobby.js";
import { seedJackpots, seedLobby } from "./seed.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const hex = (n: number, width = 40) => `0x${n.toString(16).padStart(width, "0")}`;
const deployments = (salt: number): Deployments => ({
  assetChain: { chainId: 31337, rpcUrl: "", startBlock: 1, contracts: {} },
  gameChain: { chainId: 31338, rpcUrl: "", startBlock: 1, contracts: { SUSD: hex(salt), ...Object.fromEntries(DEMO_TABLES.map((t) => [`${decided(t.gameId) ? "DecisionTable" : "GameTable"}:${t.id}`, table(salt + t.id)])) } },
});
/** Casino hold'em and blackjack tables are deployed as DecisionTables. */
const decided = (gameId: string) => [3, 7].includes(DEMO_GAMES.find((g) => g.id === gameId)!.type);
/** A checksummed-looking address: the seed must store it lowercase. */
const table = (n: number) => `0xAB${n.toString(16).padStart(38, "0")}`;
const NOW = new Date("2026-11-22T21:30:00Z");

describe("the demo lobby seed", () => {
  it("creates every game, the areas with the night pit closed now, and a table row per deployed table", async () => {
    expect(await seedLobby(db.orm, deployments(1000), 15, NOW)).toEqual({ games: 7, areas: 3, tables: DEMO_TABLES.length });
    const em = db.orm.em.fork();
    const games = await em.find(Game, {});
    expect(games.map((g) => g.type).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const c of GAME_CATEGORIES) expect(games.some((g) => g.categories.includes(c))).toBe(true);
    const areas = await em.find(Area, {}, { orderBy: { id: "asc" } });
    expect(areas.map((a) => [a.name, isAreaOpen(a, NOW)])).toEqual([["Main hall", true], ["Night pit", false], ["VIP lounge", true]]);
    const tables = await em.find(GameTableConfig, {}, { orderBy: { id: "asc" } });
    expect(tables.filter((t) => t.areaId === "night-pit").length).toBeGreaterThan(0);
    expect(tables[0]).toMatchObject({ gameId: "roulette", contractAddress: table(1001).toLowerCase(), minBet: "1000000", maxBet: "1000000000", bettingSeconds: 15 });
    expect(tables.find((t) => t.noCommission)?.gameId).toBe("baccarat");
    const blackjack = DEMO_TABLES.find((t) => t.gameId === "blackjack")!;
    expect(tables.find((t) => t.id === blackjack.id)!.contractAddress).toBe(table(1000 + blackjack.id).toLowerCase());
  });

  it("follows a redeploy's addresses and indexed limits and keeps what an admin changed", async () => {
    const em = db.orm.em.fork();
    await em.nativeUpdate(GameTableConfig, { id: 1 }, { name: "Lucky 7", enabled: false, bettingSeconds: 30, areaId: "vip-lounge" });
    await em.nativeUpdate(Area, { id: "night-pit" }, { startUTCHour: 20 });
    await em.nativeUpdate(Game, { id: "roulette" }, { categories: ["vip"] });
    const redeployed = deployments(2000);
    const second = redeployed.gameChain.contracts["GameTable:2"]!.toLowerCase();
    await em.insert(TableLimits, { contractAddress: second, minBet: "7000000", maxBet: "7000000000", roundTimeout: 3600, blockNumber: 3 });

    expect(await seedLobby(db.orm, redeployed, 15, new Date("2026-11-23T05:00:00Z"))).toEqual({ games: 0, areas: 0, tables: 0 });
    const after = db.orm.em.fork();
    expect(await after.findOneOrFail(GameTableConfig, { id: 1 })).toMatchObject({ name: "Lucky 7", enabled: false, bettingSeconds: 30, areaId: "vip-lounge", contractAddress: redeployed.gameChain.contracts["GameTable:1"]!.toLowerCase() });
    expect(await after.findOneOrFail(GameTableConfig, { id: 2 })).toMatchObject({ contractAddress: second, minBet: "7000000", maxBet: "7000000000" });
    expect((await after.findOneOrFail(Area, { id: "night-pit" })).startUTCHour).toBe(20);
    expect(await after.findOneOrFail(Game, { id: "roulette" })).toMatchObject({ categories: ["vip"], erc20Address: hex(2000) });
  });
});

describe("the demo jackpots", () => {
  it("creates an open mega with earned tickets drawn in 24 hours and a draft mini, once", async () => {
    const { Jackpot } = await import("@sunrise/db");
    const admin = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
    expect(await seedJackpots(db.orm, admin, NOW)).toBe(2);
    const rows = await db.orm.em.fork().find(Jackpot, {}, { orderBy: { level: "asc" } });
    expect(rows.map((j) => [j.level, j.state, j.wagerPerTicket, j.drawAt.getTime() - NOW.getTime(), j.createdBy])).toEqual([
      [1, "open", "10000000", 24 * 3_600_000, admin.toLowerCase()],
      [4, "draft", "0", 72 * 3_600_000, admin.toLowerCase()],
    ]);
    expect(await seedJackpots(db.orm, admin, NOW)).toBe(0);
  });
});
