import { Migration } from "@mikro-orm/migrations";

/**
 * Fills the rankings from the bets already indexed, each bet's stake being its amount plus what its
 * decisions escrowed (table_bet.extra_stake, added by Migration20261124100000_decision_tables). The
 * statements are the rebuild of db/src/entities/ranking-rebuild.ts as of this migration, kept here
 * as they were so that later changes to the rebuild never change what this migration does.
 */
export class Migration20261124200000_rankings_fill extends Migration {
  override name = "Migration20261124200000_rankings_fill";

  override up(): void {
    this.addSql(`truncate "ranking_game", "ranking_table", "ranking_game_player", "ranking_table_player", "ranking_win"`);
    this.addSql(`create temporary table ranking_rebuild_bet on commit drop as
   select b.*, per.period, per.start from (
  select b.id, b.player, b.table_id, coalesce(r.game_type, g.type, 0)::smallint as game_type, b.amount, b.amount + b.extra_stake as stake, b.payout, b.refunded, b.placed_at,
         (b.placed_at at time zone 'UTC')::date as day
    from table_bet b
    left join table_round r on r.id = b.round_key
    left join game_table gt on gt.id = b.table_id
    left join game g on g.id = gt.game_id) b cross join lateral (values ('day', b.day), ('week', (date '2018-12-03' + 7 * floor((b.day - date '2018-12-03') / 7.0)::int)), ('month', date_trunc('month', (b.day)::timestamp)::date)) as per(period, start)`);
    this.addSql(`insert into ranking_game_player (period, period_start, game_type, player) select distinct period, start, game_type, player from ranking_rebuild_bet`);
    this.addSql(`insert into ranking_table_player (period, period_start, table_id, player) select distinct period, start, table_id, player from ranking_rebuild_bet`);
    this.addSql(`insert into ranking_game (period, period_start, game_type, bets, wagered, players)
   select period, start, game_type, count(*) filter (where not refunded), coalesce(sum(stake) filter (where not refunded), 0), count(distinct player)
     from ranking_rebuild_bet group by 1, 2, 3`);
    this.addSql(`insert into ranking_table (period, period_start, table_id, game_type, bets, wagered, players)
   select period, start, table_id, min(game_type), count(*) filter (where not refunded), coalesce(sum(stake) filter (where not refunded), 0), count(distinct player)
     from ranking_rebuild_bet group by 1, 2, 3`);
    this.addSql(`insert into ranking_win (period, period_start, bet_id, player, table_id, game_type, amount, payout, multiplier, placed_at)
   select period, start, id, player, table_id, game_type, stake, payout, multiplier, placed_at
     from (select b.*, round(b.payout / b.stake, 4) as multiplier,
                  row_number() over (partition by period, start order by round(b.payout / b.stake, 4) desc, b.payout desc, b.id) as rank
             from ranking_rebuild_bet b where not b.refunded and b.stake > 0 and b.payout > b.stake) w
    where rank <= 100`);
  }

  override down(): void {
    this.addSql(`truncate "ranking_game", "ranking_table", "ranking_game_player", "ranking_table_player", "ranking_win"`);
  }
}
