import type { EntityManager } from "@sunrise/db";
import { badInput } from "../../errors.js";
import { StatsGroupBy } from "./stats.enums.js";
import { bucketRange } from "./stats.range.js";
import { groupedSql, TOTALS_SQL } from "./stats.sql.js";
import type { StatsInput, StatsRowType } from "./stats.type.js";

/** The most rows a grouped query may return. */
export const MAX_STATS_ROWS = 5000;

/** Which costly figures the caller asked for (grouped distinct players). */
export interface StatsWanted { activePlayers: boolean; monthlyActivePlayers: boolean }
const EVERYTHING: StatsWanted = { activePlayers: true, monthlyActivePlayers: true };

interface Row {
  bucket: string; game_type: number | null; table_id: number | null; area_id: string | null;
  bets: number; wagered: string; paid_out: string; new_players: number; active_players: number; monthly_active_players: number;
  bridge_in: string | null; bridge_out: string | null;
}

/** `$n` placeholders as the `?` ones MikroORM binds, each with its value (the statements reuse theirs). */
function positional(sql: string, params: readonly unknown[]): [string, unknown[]] {
  const values: unknown[] = [];
  return [sql.replace(/\$(\d+)/g, (_, n: string) => (values.push(params[Number(n) - 1]), "?")), values];
}

/**
 * The back office dashboard's figures from the rollups the indexer keeps: bets, wagered, paid out
 * and house result, active, monthly active and new players, bridge volume, in exact token units.
 */
export class StatsService {
  async table(em: EntityManager, input: StatsInput, wanted: StatsWanted = EVERYTHING): Promise<StatsRowType[]> {
    const { from, to } = bucketRange(input.from, input.to, input.granularity);
    const params = [from, to, input.granularity];
    const sql = input.groupBy === StatsGroupBy.NONE ? TOTALS_SQL : groupedSql(input.groupBy, wanted, MAX_STATS_ROWS + 1);
    const rows = await em.getConnection().execute<Row[]>(...positional(sql, params));
    if (rows.length > MAX_STATS_ROWS) throw badInput(`That range has more than ${MAX_STATS_ROWS} rows: choose a shorter range, a larger bucket or another grouping`);
    return rows.map((r) => ({
      bucket: new Date(`${r.bucket}T00:00:00Z`),
      gameType: r.game_type,
      tableId: r.table_id,
      areaId: r.area_id === "" ? null : r.area_id,
      activePlayers: r.active_players,
      monthlyActivePlayers: r.monthly_active_players,
      newPlayers: r.new_players,
      bets: r.bets,
      wagered: r.wagered,
      paidOut: r.paid_out,
      revenue: (BigInt(r.wagered) - BigInt(r.paid_out)).toString(),
      bridgeIn: r.bridge_in,
      bridgeOut: r.bridge_out,
    }));
  }
}
