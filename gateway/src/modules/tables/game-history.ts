import type { EntityManager } from "@sunrise/db";
import type { Services } from "../../services.js";

export interface GameHistoryFilter {
  /** Only these games (absent = every listed game). */
  gameIds?: readonly string[] | null;
  showBonusGames?: boolean;
  limit: number;
}

export interface GameHistory {
  game: string;
  /** Results of the game's settled rounds across its enabled tables, newest first. */
  history: Record<string, unknown>[];
}

/** SPEC §3 AggregatedGameHistory: per listed game, the latest results of all its tables together. */
export async function gameHistory(services: Services, em: EntityManager, f: GameHistoryFilter): Promise<GameHistory[]> {
  const wanted = f.gameIds ? new Set(f.gameIds) : null;
  const games = (await services.games.list(em, { showBonusGames: f.showBonusGames })).filter((g) => !wanted || wanted.has(g.id));
  const tables = await services.tableConfigs.byGames(em, games);
  const tableIds = games.map((g) => (tables.get(g.id) ?? []).map((t) => t.id));
  const histories = await services.tables.settledResults(em, tableIds, f.limit);
  return games.map((g, i) => ({ game: g.id, history: histories[i] ?? [] }));
}
