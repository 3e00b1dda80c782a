import type { EntityManager } from "@mikro-orm/postgresql";
import { periodsOfSql, RANKING_TABLES, RANKING_WINS_KEPT } from "./ranking.js";

// The rankings recomputed from the indexed bets with the rules the indexer applies batch by batch.
// Migrations that fill the rankings keep their own copy of these statements, as they were then.

/**
 * Each indexed bet with the game its round deals (the table's configured game when the round is
 * unknown), its UTC day, and its whole stake: the amount placed plus what its decisions escrowed.
 */
export const RANKING_BETS_SQL = `
  select b.id, b.player, b.table_id, coalesce(r.game_type, g.type, 0)::smallint as game_type, b.amount, b.amount + b.extra_stake as stake, b.payout, b.refunded, b.placed_at,
         (b.placed_at at time zone 'UTC')::date as day
    from table_bet b
    left join table_round r on r.id = b.round_key
    left join game_table gt on gt.id = b.table_id
    left join game g on g.id = gt.game_id`;

export const RANKING_REBUILD_SQL: readonly string[] = [
  `truncate ${RANKING_TABLES.map((t) => `"${t}"`).join(", ")}`,
  `create temporary table ranking_rebuild_bet on commit drop as
   select b.*, per.period, per.start from (${RANKING_BETS_SQL}) b ${periodsOfSql("b.day")}`,
  `insert into ranking_game_player (period, period_start, game_type, player) select distinct period, start, game_type, player from ranking_rebuild_bet`,
  `insert into ranking_table_player (period, period_start, table_id, player) select distinct period, start, table_id, player from ranking_rebuild_bet`,
  `insert into ranking_game (period, period_start, game_type, bets, wagered, players)
   select period, start, game_type, count(*) filter (where not refunded), coalesce(sum(stake) filter (where not refunded), 0), count(distinct player)
     from ranking_rebuild_bet group by 1, 2, 3`,
  `insert into ranking_table (period, period_start, table_id, game_type, bets, wagered, players)
   select period, start, table_id, min(game_type), count(*) filter (where not refunded), coalesce(sum(stake) filter (where not refunded), 0), count(distinct player)
     from ranking_rebuild_bet group by 1, 2, 3`,
  `insert into ranking_win (period, period_start, bet_id, player, table_id, game_type, amount, payout, multiplier, placed_at)
   select period, start, id, player, table_id, game_type, stake, payout, multiplier, placed_at
     from (select b.*, round(b.payout / b.stake, 4) as multiplier,
                  row_number() over (partition by period, start order by round(b.payout / b.stake, 4) desc, b.payout desc, b.id) as rank
             from ranking_rebuild_bet b where not b.refunded and b.stake > 0 and b.payout > b.stake) w
    where rank <= ${RANKING_WINS_KEPT}`,
];

/** Recomputes every ranking from the indexed bets, in one transaction. */
export async function rebuildRankings(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const ctx = tx.getTransactionContext();
    for (const sql of RANKING_REBUILD_SQL) await tx.getConnection().execute(sql, [], "run", ctx);
  });
}
