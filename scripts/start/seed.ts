import { Area, Game, GameTableConfig, TableLimits, type Orm } from "@sunrise/db";
import type { Deployments } from "@sunrise/contracts";
import { DEMO_GAMES, DEMO_TABLES, demoAreas } from "./lobby.js";

export interface SeedResult {
  games: number;
  areas: number;
  tables: number;
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
      if (row) row.erc20Address = token;
      else {
        em.create(Game, { ...g, image: `/games/${g.id}.svg`, erc20Address: token, sortOrder: i + 1, enabled: true });
        result.games++;
      }
    }
    for (const a of demoAreas(now)) {
      if (await em.findOne(Area, { id: a.id })) continue;
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
      if (row) Object.assign(row, { contractAddress: address, ...limits });
      else {
        em.create(GameTableConfig, { id: t.id, name: t.name, gameId: t.gameId, areaId: t.areaId, floor: t.floor, contractAddress: address, ...limits, noCommission: t.noCommission ?? false, enabled: true, bettingSeconds });
        result.tables++;
      }
    }
  });
  return result;
}
