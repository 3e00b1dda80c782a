import { periodsOfSql, RANKING_BETS_SQL, RANKING_WINS_KEPT } from "@sunrise/db";

// The statements that add one batch's bets to the rankings (db/src/entities/ranking.ts). Each runs
// once per batch after the batch's rows are written, reading the rounds and the bets it names.

/**
 * Popular: each placed bet counts once in its day, week and month, for its game and its table;
 * new players of a period are counted where the player sets grew; what decisions escrow on a bet
 * (calls, doubles, splits, insurance) adds to wagered where the bet was counted; bets of rounds
 * refunded in this batch come off bets and wagered (with their extra stakes).
 * $1–$6 placed bets summed per round, table, player and UTC day (round key, table id, player, bets,
 * amount, first bet's time: `PlacedBets`), their game the round's as in RANKING_BETS_SQL;
 * $7 refunded round keys; $8–$9 raised bets (bet id, extra stake) in log order.
 */
export const POPULAR_SQL = `
with bet_groups as (
  select u.table_id, coalesce(r.game_type, g.type, 0)::smallint as game_type, u.player, u.bets, u.amount::numeric as amount,
         (u.at::timestamptz at time zone 'UTC')::date as day
    from unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[]) as u(round_key, table_id, player, bets, amount, at)
    left join table_round r on r.id = u.round_key
    left join game_table gt on gt.id = u.table_id
    left join game g on g.id = gt.game_id
),
placed as (select b.*, per.period, per.start from bet_groups b ${periodsOfSql("b.day")}),
refunded as (
  select b.*, per.period, per.start from (${RANKING_BETS_SQL} where b.round_key = any($7::text[]) and b.refunded) b ${periodsOfSql("b.day")}
),
raised as (
  select b.game_type, b.table_id, per.period, per.start, u.extra::numeric as extra
    from unnest($8::text[], $9::text[]) as u(bet_id, extra)
    join (${RANKING_BETS_SQL}) b on b.id = u.bet_id ${periodsOfSql("b.day")}
),
game_players as (
  insert into ranking_game_player (period, period_start, game_type, player)
  select distinct period, start, game_type, player from placed
  on conflict do nothing returning period, period_start, game_type
),
table_players as (
  insert into ranking_table_player (period, period_start, table_id, player)
  select distinct period, start, table_id, player from placed
  on conflict do nothing returning period, period_start, table_id
),
game_deltas (period, start, game_type, bets, wagered, players) as (
  select period, start, game_type, bets, amount, 0 from placed
  union all select period, start, game_type, -1, -stake, 0 from refunded
  union all select period, start, game_type, 0, extra, 0 from raised
  union all select period, period_start, game_type, 0, 0, 1 from game_players
),
table_games as (select table_id, min(game_type) as game_type from placed group by table_id),
table_deltas (period, start, table_id, game_type, bets, wagered, players) as (
  select period, start, table_id, game_type, bets, amount, 0 from placed
  union all select period, start, table_id, game_type, -1, -stake, 0 from refunded
  union all select period, start, table_id, game_type, 0, extra, 0 from raised
  union all select tp.period, tp.period_start, tp.table_id, tg.game_type, 0, 0, 1 from table_players tp join table_games tg using (table_id)
),
games as (
  insert into ranking_game (period, period_start, game_type, bets, wagered, players)
  select period, start, game_type, sum(bets), sum(wagered), sum(players) from game_deltas group by 1, 2, 3
  on conflict (period, period_start, game_type) do update set
    bets = ranking_game.bets + excluded.bets,
    wagered = ranking_game.wagered + excluded.wagered,
    players = ranking_game.players + excluded.players
)
insert into ranking_table (period, period_start, table_id, game_type, bets, wagered, players)
select period, start, table_id, min(game_type), sum(bets), sum(wagered), sum(players) from table_deltas group by 1, 2, 3
on conflict (period, period_start, table_id) do update set
  bets = ranking_table.bets + excluded.bets,
  wagered = ranking_table.wagered + excluded.wagered,
  players = ranking_table.players + excluded.players`;

/**
 * Volatility: the batch's paid wins (payout above the whole stake) join their periods' lists; each list keeps
 * its top ${RANKING_WINS_KEPT} by multiplier, then payout, then bet id, so wins that fall out are
 * deleted (and restored by the undo log if a reorg removes the wins that pushed them out).
 * $1 paid bet ids (payout > 0).
 */
export const WINS_SQL = `
with fresh as (
  select b.id as bet_id, b.player, b.table_id, b.game_type, b.stake, b.payout, b.placed_at, per.period, per.start,
         round(b.payout / b.stake, 4) as multiplier
    from (${RANKING_BETS_SQL} where b.id = any($1::text[])) b ${periodsOfSql("b.day")}
   where not b.refunded and b.stake > 0 and b.payout > b.stake
),
ranked as (
  select period, start, bet_id, is_new,
         row_number() over (partition by period, start order by multiplier desc, payout desc, bet_id) as rank
    from (select period, start, bet_id, multiplier, payout, true as is_new from fresh
          union all
          select w.period, w.period_start, w.bet_id, w.multiplier, w.payout, false from ranking_win w
           where (w.period, w.period_start) in (select distinct period, start from fresh)) c
),
dropped as (
  delete from ranking_win w using ranked r
   where not r.is_new and r.rank > ${RANKING_WINS_KEPT} and w.period = r.period and w.period_start = r.start and w.bet_id = r.bet_id
)
insert into ranking_win (period, period_start, bet_id, player, table_id, game_type, amount, payout, multiplier, placed_at)
select f.period, f.start, f.bet_id, f.player, f.table_id, f.game_type, f.stake, f.payout, f.multiplier, f.placed_at
  from fresh f join ranked r on r.is_new and r.period = f.period and r.start = f.start and r.bet_id = f.bet_id
 where r.rank <= ${RANKING_WINS_KEPT}
on conflict do nothing`;
