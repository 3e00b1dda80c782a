import type { Orm } from "@sunrise/db";

// The dashboard's figures two ways: straight from the indexed rows (bets, rounds, table configs,
// bridge transfers) and from the rollups, both as plain rows keyed by address, so they compare
// with toEqual whatever numbers the rollups gave their players.

const all = async (orm: Orm, sql: string) => orm.em.getConnection().execute(sql);

/** A bet's bucket by the raw rows: its UTC day, its round's game, its table and the table's area. */
const RAW_BETS = `
  select (b.placed_at at time zone 'UTC')::date as day, r.game_type, b.table_id, coalesce(gt.area_id, '') as area_id,
         b.id, b.player, b.placed_at, b.amount + b.extra_stake as amount, b.payout, b.refunded
    from table_bet b join table_round r on r.id = b.round_key left join game_table gt on gt.id = b.table_id`;

export async function rawFigures(orm: Orm) {
  return {
    daily: await all(orm, `
      with b as (${RAW_BETS}),
      firsts as (select distinct on (player) day, game_type, table_id, area_id from b order by player, placed_at, id)
      select b.day::text, b.game_type, b.table_id, b.area_id,
             count(*) filter (where not refunded)::int as bets,
             coalesce(sum(amount) filter (where not refunded), 0)::text as wagered,
             coalesce(sum(payout) filter (where not refunded), 0)::text as paid_out,
             count(distinct player)::int as players,
             (select count(*) from firsts f where (f.day, f.game_type, f.table_id, f.area_id) = (b.day, b.game_type, b.table_id, b.area_id))::int as new_players
        from b group by b.day, b.game_type, b.table_id, b.area_id order by 1, 2, 3, 4`),
    bucketPlayers: await all(orm, `select distinct day::text, game_type, table_id, area_id, player from (${RAW_BETS}) b order by 1, 2, 3, 4, 5`),
    active: await all(orm, `
      select period, start::text, count(distinct player)::int as players from (
        select 'day' as period, (placed_at at time zone 'UTC')::date as start, player from table_bet
        union all select 'week', date_trunc('week', placed_at at time zone 'UTC')::date, player from table_bet
        union all select 'month', date_trunc('month', placed_at at time zone 'UTC')::date, player from table_bet) a
      group by 1, 2 order by 1, 2`),
    activeSets: await all(orm, `
      select distinct 'day' as period, (placed_at at time zone 'UTC')::date::text as start, player from table_bet
      union select 'week', date_trunc('week', placed_at at time zone 'UTC')::date::text, player from table_bet
      union select 'month', date_trunc('month', placed_at at time zone 'UTC')::date::text, player from table_bet
      order by 1, 2, 3`),
    bridge: await all(orm, `
      select (created_at at time zone 'UTC')::date::text as day, case when process_type = 91 then 'in' else 'out' end as direction, sum(amount)::text as volume, count(*)::int as transfers
        from bridge_process where withdraw_tx_hash is not null group by 1, 2 order by 1, 2`),
  };
}

export async function rollupFigures(orm: Orm) {
  return {
    daily: await all(orm, `
      select day::text, game_type, table_id, area_id, bets, wagered::text, paid_out::text, players, new_players
        from stats_daily order by 1, 2, 3, 4`),
    bucketPlayers: await all(orm, `
      select s.day::text, s.game_type, s.table_id, s.area_id, p.address as player
        from stats_daily_player s join stats_player p on p.id = s.player_id order by 1, 2, 3, 4, 5`),
    active: await all(orm, `select period, period_start::text as start, players from stats_active_count order by 1, 2`),
    activeSets: await all(orm, `
      select 'day' as period, s.day::text as start, p.address as player from stats_daily_active s join stats_player p on p.id = s.player_id
      union all select 'week', s.week::text, p.address from stats_weekly_active s join stats_player p on p.id = s.player_id
      union all select 'month', s.month::text, p.address from stats_monthly_active s join stats_player p on p.id = s.player_id
      order by 1, 2, 3`),
    bridge: await all(orm, `select day::text, direction, volume::text, transfers from stats_bridge_daily order by 1, 2`),
  };
}
