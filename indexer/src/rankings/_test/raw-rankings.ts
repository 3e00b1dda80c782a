import { RANKING_WINS_KEPT, type Orm } from "@sunrise/db";

// The rankings two ways: straight from the indexed bets and rounds (weeks as ISO weeks, which the
// SPEC §9 origin, a Monday, makes them), and from the rollups; both as plain rows for toEqual.

const all = async (orm: Orm, sql: string) => orm.em.getConnection().execute(sql);

const BETS = `
  with b as (select b.*, b.amount + b.extra_stake as stake, r.game_type, (b.placed_at at time zone 'UTC')::date as day from table_bet b join table_round r on r.id = b.round_key)
  select 'day' as period, day as start, b.* from b
  union all select 'week', date_trunc('week', day::timestamp)::date, b.* from b
  union all select 'month', date_trunc('month', day::timestamp)::date, b.* from b`;

export async function rawRankings(orm: Orm) {
  return {
    games: await all(orm, `
      select period, start::text, game_type, count(*) filter (where not refunded)::int as bets,
             coalesce(sum(stake) filter (where not refunded), 0)::text as wagered, count(distinct player)::int as players
        from (${BETS}) p group by 1, 2, 3 order by 1, 2, 3`),
    tables: await all(orm, `
      select period, start::text, table_id, min(game_type)::int as game_type, count(*) filter (where not refunded)::int as bets,
             coalesce(sum(stake) filter (where not refunded), 0)::text as wagered, count(distinct player)::int as players
        from (${BETS}) p group by 1, 2, 3 order by 1, 2, 3`),
    wins: await all(orm, `
      select period, start, bet_id, player, table_id, game_type, amount, payout, multiplier from (
        select period, start::text, id as bet_id, player, table_id, game_type, stake::text as amount, payout::text,
               round(payout / stake, 4)::text as multiplier,
               row_number() over (partition by period, start order by round(payout / stake, 4) desc, payout desc, id) as rank
          from (${BETS}) p where not refunded and payout > stake) w
       where rank <= ${RANKING_WINS_KEPT} order by period, start, rank`),
  };
}

/** Wins above the stake per period at most: proves the lists were cut to their length somewhere. */
export async function mostWinsInAPeriod(orm: Orm): Promise<number> {
  const [row] = await all(orm, `select coalesce(max(n), 0)::int as n from (select count(*) as n from (${BETS}) p where not refunded and payout > stake group by period, start) c`);
  return row!.n as number;
}

export async function rollupRankings(orm: Orm) {
  return {
    games: await all(orm, `select period, period_start::text as start, game_type, bets, wagered::text, players from ranking_game order by 1, 2, 3`),
    tables: await all(orm, `select period, period_start::text as start, table_id, game_type, bets, wagered::text, players from ranking_table order by 1, 2, 3`),
    wins: await all(orm, `
      select w.period, w.period_start::text as start, w.bet_id, w.player, w.table_id, w.game_type, w.amount::text, w.payout::text, w.multiplier::text
        from ranking_win w order by w.period, w.period_start, w.multiplier desc, w.payout desc, w.bet_id`),
  };
}
