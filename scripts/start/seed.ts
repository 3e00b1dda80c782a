import { Area, Game, GameTableConfig, Jackpot, JackpotLevel, JackpotState, TableLimits, type Orm } from "@sunrise/db";
import type { Deployments } from "@sunrise/contracts";
import { DEMO_GAMES, DEMO_TABLES, demoAreas } from "./lobby.js";

export interface SeedResult {
  games: number;
  areas: number;
  tables: number;
}

/** A row seeded before Japanese names existed gets the demo's, unless an admin renamed it. */
function japaneseNameFor(row: { name: string; nameJa?: string | null }, demo: { name: string; nameJa: string }): { nameJa?: string } {
  return row.nameJa == null && row.name === demo.name ? { nameJa: demo.nameJa } : {};
}

/**
 * Seeds the demo lobby. Rows are created once with the demo's values; later starts keep what an
 * admin owns (names, flags, categories, hours, areas, floors, enabled, betting windows) and only
 * follow the chains: the game token and each table's contract address after a redeploy, and the
 * limits the indexer has seen for that contract (else the values it was deployed with).
 */
export async function seedLobby(orm: Orm, deployments: Deployments, bettingSeconds: number, now = new Date()): Promise<SeedResult> {
  const contracts = deployments.gameChain.contracts;
  const token = contracts.SUSD!.toLowerCase();
  const result: SeedResult = { games: 0, areas: 0, tables: 0 };
  await orm.em.fork().transactional(async (em) => {
    for (const [i, g] of DEMO_GAMES.entries()) {
      const row = await em.findOne(Game, { id: g.id });
      if (row) Object.assign(row, { erc20Address: token }, japaneseNameFor(row, g));
      else {
        em.create(Game, { ...g, image: `/games/${g.id}.svg`, erc20Address: token, sortOrder: i + 1, enabled: true });
        result.games++;
      }
    }
    for (const a of demoAreas(now)) {
      const existing = await em.findOne(Area, { id: a.id });
      if (existing) {
        Object.assign(existing, japaneseNameFor(existing, a));
        continue;
      }
      em.create(Area, { ...a, enable: true });
      result.areas++;
    }
    await em.flush();
    for (const t of DEMO_TABLES) {
      // Casino hold'em and blackjack tables are DecisionTables, deployed under their own name.
      const address = (contracts[`GameTable:${t.id}`] ?? contracts[`DecisionTable:${t.id}`])?.toLowerCase();
      if (!address) continue;
      const indexed = await em.findOne(TableLimits, { contractAddress: address });
      const limits = { minBet: indexed?.minBet ?? t.minBet.toString(), maxBet: indexed?.maxBet ?? t.maxBet.toString() };
      const row = await em.findOne(GameTableConfig, { id: t.id });
      if (row) Object.assign(row, { contractAddress: address, ...limits }, japaneseNameFor(row, t));
      else {
        em.create(GameTableConfig, { id: t.id, name: t.name, nameJa: t.nameJa, gameId: t.gameId, areaId: t.areaId, floor: t.floor, contractAddress: address, ...limits, noCommission: t.noCommission ?? false, enabled: true, bettingSeconds });
        result.tables++;
      }
    }
  });
  return result;
}

/**
 * The demo's jackpots, created once (when there are none): an open mega jackpot whose tickets are
 * earned by wagering (one per 10 SUSD staked, drawn 24 hours after the first start, 10,000 SUSD for
 * one winner; the operator commits its seed at once) and a draft mini an admin can edit and publish.
 */
export async function seedJackpots(orm: Orm, createdBy: string, now = new Date()): Promise<number> {
  const em = orm.em.fork();
  if (await em.count(Jackpot, {})) return 0;
  const hour = 3_600_000;
  const SUSD = 1_000_000n;
  em.create(Jackpot, {
    name: "Sunrise Mega", level: JackpotLevel.MEGA, prize: String(10_000n * SUSD), winnersCount: 1, wagerPerTicket: String(10n * SUSD), gameTypes: [],
    opensAt: now, drawAt: new Date(now.getTime() + 24 * hour), state: JackpotState.OPEN, publishedAt: now, createdBy: createdBy.toLowerCase(),
  });
  em.create(Jackpot, {
    name: "Weekend Mini", level: JackpotLevel.MINI, prize: String(100n * SUSD), winnersCount: 3, wagerPerTicket: "0", gameTypes: [],
    opensAt: new Date(now.getTime() + 24 * hour), drawAt: new Date(now.getTime() + 72 * hour), state: JackpotState.DRAFT, createdBy: createdBy.toLowerCase(),
  });
  await em.flush();
  return 2;
}
