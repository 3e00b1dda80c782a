// The statements that add one batch's bets, payouts and refunds to the dashboard rollups
// (db/src/entities/stats.ts). Each runs once per batch, whatever its size, after the batch's
// rows are written, so the joins below see the bets and rounds the batch created.

/**
 * Where each round's bets are counted, fixed by its first indexed bet: the game it deals and the
 * area its table is in. $1 round keys, $2 their table ids.
 */
export const ROUNDS_SQL = `
insert into stats_round (round_key, game_type, table_id, area_id)
select u.round_key, coalesce(r.game_type, g.type, 0), u.table_id, coalesce(gt.area_id, '')
  from unnest($1::text[], $2::int[]) as u(round_key, table_id)
  left join table_round r on r.id = u.round_key
  left join game_table gt on gt.id = u.table_id
  left join game g on g.id = gt.game_id
on conflict (round_key) do nothing`;

/**
 * One statement for the rest: players numbered (new ones counted where they first bet), the day,
 * week and month sets of active players with their sizes, each day × game × table × area's
 * distinct players, then every bucket's bets, wagered, paid out and counts in one upsert.
 *
 * $1–$5 placed bets summed per round, player and UTC day, in order of their first bets (round key,
 * player, bets, amount, first bet's time: `PlacedBets`); $6–$7 paid bets (bet id, payout > 0);
 * $8 refunded rounds; $9–$10 extra stakes decisions escrowed (bet id, stake). Payouts, extra
 * stakes and refunds count on the day their bet was placed.
 */
export const BETS_SQL = `
with placed as (
  select sr.game_type, sr.table_id, sr.area_id, u.player, u.bets, u.amount::numeric as amount, u.at::timestamptz as at,
         (u.at::timestamptz at time zone 'UTC')::date as day, u.ord
    from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[]) with ordinality as u(round_key, player, bets, amount, at, ord)
    join stats_round sr on sr.round_key = u.round_key
),
known as (select id, address from stats_player where address in (select player from placed)),
fresh as (
  insert into stats_player (address, first_bet_at)
  select distinct on (player) player, at from placed where player not in (select address from known) order by player, ord
  on conflict (address) do nothing
  returning id, address
),
player_bets as (
  select p.*, ids.id as player_id
    from placed p join (select id, address from known union all select id, address from fresh) ids on ids.address = p.player
),
firsts as (
  select distinct on (b.player_id) b.day, b.game_type, b.table_id, b.area_id
    from player_bets b join fresh f on f.id = b.player_id
   order by b.player_id, b.ord
),
bucket_players as (
  insert into stats_daily_player (day, game_type, table_id, area_id, player_id)
  select distinct day, game_type, table_id, area_id, player_id from player_bets
  on conflict do nothing
  returning day, game_type, table_id, area_id
),
day_players as (
  insert into stats_daily_active (day, player_id) select distinct day, player_id from player_bets
  on conflict do nothing returning day
),
week_players as (
  insert into stats_weekly_active (week, player_id) select distinct date_trunc('week', day::timestamp)::date, player_id from player_bets
  on conflict do nothing returning week
),
month_players as (
  insert into stats_monthly_active (month, player_id) select distinct date_trunc('month', day::timestamp)::date, player_id from player_bets
  on conflict do nothing returning month
),
active_counts as (
  insert into stats_active_count (period, period_start, players)
  select 'day', day, count(*) from day_players group by day
  union all select 'week', week, count(*) from week_players group by week
  union all select 'month', month, count(*) from month_players group by month
  on conflict (period, period_start) do update set players = stats_active_count.players + excluded.players
),
settled as (
  select (b.placed_at at time zone 'UTC')::date as day, sr.game_type, sr.table_id, sr.area_id, u.payout::numeric as payout
    from unnest($6::text[], $7::text[]) as u(bet_id, payout)
    join table_bet b on b.id = u.bet_id
    join stats_round sr on sr.round_key = b.round_key
),
raised as (
  select (b.placed_at at time zone 'UTC')::date as day, sr.game_type, sr.table_id, sr.area_id, u.stake::numeric as stake
    from unnest($9::text[], $10::text[]) as u(bet_id, stake)
    join table_bet b on b.id = u.bet_id
    join stats_round sr on sr.round_key = b.round_key
),
refunded as (
  select (b.placed_at at time zone 'UTC')::date as day, sr.game_type, sr.table_id, sr.area_id, b.amount + b.extra_stake as amount
    from table_bet b join stats_round sr on sr.round_key = b.round_key
   where b.round_key = any($8::text[]) and b.refunded
),
deltas (day, game_type, table_id, area_id, bets, wagered, paid_out, players, new_players) as (
  select day, game_type, table_id, area_id, bets, amount, 0::numeric, 0, 0 from player_bets
  union all select day, game_type, table_id, area_id, 0, stake, 0, 0, 0 from raised
  union all select day, game_type, table_id, area_id, 0, 0, payout, 0, 0 from settled
  union all select day, game_type, table_id, area_id, -1, -amount, 0, 0, 0 from refunded
  union all select day, game_type, table_id, area_id, 0, 0, 0, 1, 0 from bucket_players
  union all select day, game_type, table_id, area_id, 0, 0, 0, 0, 1 from firsts
)
insert into stats_daily (day, game_type, table_id, area_id, bets, wagered, paid_out, players, new_players)
select day, game_type, table_id, area_id, sum(bets), sum(wagered), sum(paid_out), sum(players), sum(new_players)
  from deltas group by day, game_type, table_id, area_id
on conflict (day, game_type, table_id, area_id) do update set
  bets = stats_daily.bets + excluded.bets,
  wagered = stats_daily.wagered + excluded.wagered,
  paid_out = stats_daily.paid_out + excluded.paid_out,
  players = stats_daily.players + excluded.players,
  new_players = stats_daily.new_players + excluded.new_players`;
