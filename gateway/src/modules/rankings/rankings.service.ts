import type { EntityManager } from "@sunrise/db";
import { badInput } from "../../errors.js";
import { isoDay, periodOf, shortAddress } from "./periods.js";
import { RankingKindName, type BigWinType, type PopularGameType, type PopularTableType, type RankingPeriodName, type RankingType } from "./ranking.type.js";

export const MAX_RANKING_ENTRIES = 100;

interface Names {
  games: Map<number, { id: string; name: string }>;
  tables: Map<number, { name: string; nameJa: string | null }>;
}

/** Rankings read from the indexer's rollups (db/src/entities/ranking.ts). */
export class RankingsService {
  async ranking(em: EntityManager, period: RankingPeriodName, kind: RankingKindName, at = new Date(), first = 20): Promise<RankingType> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_RANKING_ENTRIES) throw badInput(`first must be between 1 and ${MAX_RANKING_ENTRIES}`);
    const { start, end } = periodOf(period, at);
    const names = await this.names(em);
    const base = { id: `${period}:${kind}:${isoDay(start)}`, period, kind, periodStart: start, periodEnd: end };
    if (kind === RankingKindName.POPULAR) return { ...base, popular: await this.popular(em, period, start, first, names), volatility: [] };
    return { ...base, popular: [], volatility: await this.volatility(em, period, start, first, names) };
  }

  private async popular(em: EntityManager, period: string, start: Date, first: number, names: Names): Promise<PopularGameType[]> {
    const sql = (table: string, key: string) =>
      `select r.${key} as key, r.game_type, r.bets, r.wagered::text as wagered, r.players from ${table} r
        where r.period = ? and r.period_start = ? and r.bets > 0 order by r.players desc, r.bets desc, r.wagered desc, r.${key}`;
    type Row = { key: number; game_type: number; bets: number; wagered: string; players: number };
    const conn = em.getConnection();
    const [games, tables] = await Promise.all([
      conn.execute<Row[]>(`${sql("ranking_game", "game_type")} limit ${first}`, [period, isoDay(start)]),
      conn.execute<Row[]>(sql("ranking_table", "table_id"), [period, isoDay(start)]),
    ]);
    const game = (type: number) => ({ gameType: type, gameId: names.games.get(type)?.id ?? null, gameName: names.games.get(type)?.name ?? null });
    const tablesOf = new Map<number, PopularTableType[]>();
    for (const t of tables) {
      const list = tablesOf.get(t.game_type) ?? [];
      list.push({ rank: list.length + 1, tableId: t.key, tableName: names.tables.get(t.key)?.name ?? null, tableNameJa: names.tables.get(t.key)?.nameJa ?? null, ...game(t.game_type), players: t.players, bets: t.bets, wagered: t.wagered });
      tablesOf.set(t.game_type, list);
    }
    return games.map((g, i) => ({ rank: i + 1, ...game(g.key), players: g.players, bets: g.bets, wagered: g.wagered, tables: tablesOf.get(g.key) ?? [] }));
  }

  private async volatility(em: EntityManager, period: string, start: Date, first: number, names: Names): Promise<BigWinType[]> {
    const rows = await em.getConnection().execute<{ player: string; game_type: number; table_id: number; amount: string; payout: string; multiplier: string; placed_at: Date }[]>(
      `select player, game_type, table_id, amount::text as amount, payout::text as payout, multiplier::text as multiplier, placed_at
         from ranking_win w where w.period = ? and w.period_start = ? order by w.multiplier desc, w.payout desc, w.bet_id limit ${first}`,
      [period, isoDay(start)],
    );
    return rows.map((w, i) => ({
      rank: i + 1, player: shortAddress(w.player), gameType: w.game_type, gameId: names.games.get(w.game_type)?.id ?? null, gameName: names.games.get(w.game_type)?.name ?? null,
      tableId: w.table_id, tableName: names.tables.get(w.table_id)?.name ?? null, tableNameJa: names.tables.get(w.table_id)?.nameJa ?? null, amount: w.amount, payout: w.payout, multiplier: w.multiplier, placedAt: new Date(w.placed_at),
    }));
  }

  /** Games by type (the first in lobby order when several share one) and table names. */
  private async names(em: EntityManager): Promise<Names> {
    const conn = em.getConnection();
    const [games, tables] = await Promise.all([
      conn.execute<{ id: string; type: number; name: string }[]>(`select distinct on (type) id, type, name from game order by type, sort_order, name`),
      conn.execute<{ id: number; name: string; name_ja: string | null }[]>(`select id, name, name_ja from game_table`),
    ]);
    return { games: new Map(games.map((g) => [g.type, { id: g.id, name: g.name }])), tables: new Map(tables.map((t) => [t.id, { name: t.name, nameJa: t.name_ja }])) };
  }
}
