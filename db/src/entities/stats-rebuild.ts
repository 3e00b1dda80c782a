import type { EntityManager } from "@mikro-orm/postgresql";
import { STATS_TABLES } from "./stats.js";

// The dashboard rollups recomputed from the indexed rows, with the rules the indexer applies batch
// by batch: the rollups' migration filled them this way (with its own copy) for bets indexed before
// they existed, and the dashboard bench builds them this way from generated bets. Two differences from the incremental path, both
// unobservable unless an admin moves a table between areas or one player's first bets share a block
// at two tables: a round's area is its table's area now (the indexer keeps the area when the round's
// first bet is indexed), and a first bet is chosen by time then bet id (the indexer by chain order).

export const STATS_REBUILD_SQL: readonly string[] = [
  `truncate ${STATS_TABLES.map((t) => `"${t}"`).join(", ")} restart identity`,

  `insert into stats_round (round_key, game_type, table_id, area_id)
   select u.round_key, coalesce(r.game_type, g.type, 0), u.table_id, coalesce(gt.area_id, '')
     from (select round_key, min(table_id) as table_id from table_bet group by round_key) u
     left join table_round r on r.id = u.round_key
     left join game_table gt on gt.id = u.table_id
     left join game g on g.id = gt.game_id`,

  // Numbered in the order they first bet, as the indexer numbers them.
  `insert into stats_player (address, first_bet_at)
   select player, min(placed_at) from table_bet group by player order by min(placed_at), player`,

  `create temporary table stats_rebuild_bet on commit drop as
   select b.id, (b.placed_at at time zone 'UTC')::date as day, sr.game_type, sr.table_id, sr.area_id, p.id as player_id,
          b.placed_at, b.amount + b.extra_stake as amount, b.payout, b.refunded
     from table_bet b
     join stats_round sr on sr.round_key = b.round_key
     join stats_player p on p.address = b.player`,

  `insert into stats_daily_player (day, game_type, table_id, area_id, player_id)
   select distinct day, game_type, table_id, area_id, player_id from stats_rebuild_bet`,
  `insert into stats_daily_active (day, player_id) select distinct day, player_id from stats_rebuild_bet`,
  `insert into stats_weekly_active (week, player_id) select distinct date_trunc('week', day::timestamp)::date, player_id from stats_rebuild_bet`,
  `insert into stats_monthly_active (month, player_id) select distinct date_trunc('month', day::timestamp)::date, player_id from stats_rebuild_bet`,
  `insert into stats_active_count (period, period_start, players)
   select 'day', day, count(*) from stats_daily_active group by day
   union all select 'week', week, count(*) from stats_weekly_active group by week
   union all select 'month', month, count(*) from stats_monthly_active group by month`,

  `insert into stats_daily (day, game_type, table_id, area_id, bets, wagered, paid_out, players, new_players)
   select k.day, k.game_type, k.table_id, k.area_id, k.bets, k.wagered, k.paid_out, coalesce(pl.players, 0), coalesce(np.new_players, 0)
     from (select day, game_type, table_id, area_id,
                  count(*) filter (where not refunded) as bets,
                  coalesce(sum(amount) filter (where not refunded), 0) as wagered,
                  coalesce(sum(payout) filter (where not refunded), 0) as paid_out
             from stats_rebuild_bet group by 1, 2, 3, 4) k
     left join (select day, game_type, table_id, area_id, count(*) as players from stats_daily_player group by 1, 2, 3, 4) pl
       using (day, game_type, table_id, area_id)
     left join (select day, game_type, table_id, area_id, count(*) as new_players
                  from (select distinct on (b.player_id) b.day, b.game_type, b.table_id, b.area_id
                          from stats_rebuild_bet b join stats_player p on p.id = b.player_id and b.placed_at = p.first_bet_at
                         order by b.player_id, b.id) f
                 group by 1, 2, 3, 4) np
       using (day, game_type, table_id, area_id)`,

  // In: started on the asset chain towards the game chain (process type 91); out: the way back.
  `insert into stats_bridge_daily (day, direction, volume, transfers)
   select (created_at at time zone 'UTC')::date, case when process_type = 91 then 'in' else 'out' end, sum(amount), count(*)
     from bridge_process where withdraw_tx_hash is not null group by 1, 2`,
];

/** Recomputes every rollup from the indexed rows, in one transaction. */
export async function rebuildStats(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const ctx = tx.getTransactionContext();
    for (const sql of STATS_REBUILD_SQL) await tx.getConnection().execute(sql, [], "run", ctx);
  });
}
