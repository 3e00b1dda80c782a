import { GameTableConfig, type EntityManager } from "@sunrise/db";
import type { GamesService, GameFilter } from "../games/games.service.js";
import type { TableType } from "./table.type.js";

export interface TableFilter extends GameFilter {
  gameType?: number | null;
}

const toTableType = (t: GameTableConfig, gameType: number): TableType => ({
  id: t.id,
  name: t.name,
  nameJa: t.nameJa ?? null,
  gameType,
  gameId: t.gameId,
  areaId: t.areaId,
  contractAddress: t.contractAddress,
  minBet: t.minBet,
  maxBet: t.maxBet,
  floor: t.floor,
  enabled: t.enabled,
  noCommission: t.noCommission,
  bettingSeconds: t.bettingSeconds,
});

/** SPEC §3 tables as the product manages them (limits come from the contracts, via the indexer). */
export class TableConfigService {
  constructor(private readonly games: GamesService) {}

  /** Enabled tables of listed games, by table id: two statements whatever the count. */
  async list(em: EntityManager, f: TableFilter = {}): Promise<TableType[]> {
    const games = (await this.games.list(em, f)).filter((g) => f.gameType == null || g.type === f.gameType);
    const byGame = await this.byGames(em, games);
    return [...byGame.values()].flat().sort((a, b) => a.id - b.id);
  }

  /** One table, enabled or not. */
  async get(em: EntityManager, id: number): Promise<TableType | null> {
    const row = await em.findOne(GameTableConfig, { id });
    if (!row) return null;
    const game = (await this.games.byIds(em, [row.gameId])).get(row.gameId);
    return toTableType(row, game?.type ?? 0);
  }

  /** Enabled tables of each game, by table id. */
  async byGames(em: EntityManager, games: readonly { id: string; type: number }[]): Promise<Map<string, TableType[]>> {
    const out = new Map(games.map((g) => [g.id, [] as TableType[]]));
    if (!games.length) return out;
    const typeOf = new Map(games.map((g) => [g.id, g.type]));
    const rows = await em.find(GameTableConfig, { gameId: { $in: games.map((g) => g.id) }, enabled: true }, { orderBy: { id: "asc" } });
    for (const t of rows) out.get(t.gameId)?.push(toTableType(t, typeOf.get(t.gameId)!));
    return out;
  }
}
