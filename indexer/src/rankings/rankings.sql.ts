import { periodsOfSql, RANKING_BETS_SQL, RANKING_WINS_KEPT } from "@sunrise/db";

// The statements that add one batch's bets to the rankings (db/src/entities/ranking.ts). Each runs
// once per batch after the batch's rows are written, reading the bets it names from table_bet.

/**
 * Popular: each placed bet counts once in its day, week and month, for its game and its table;
 * new players of a period are counted where the player sets grew; what decisions escrow on a bet
 * (calls, doubles, splits, insurance) adds to wagered where the bet was counted; bets of rounds
 * refunded in this batch come off bets and wagered (with their extra stakes).
 * $1 placed bet ids, $2 refunded round keys, $3–$4 raised bets (bet id, extra stake) in log order.
 */
export const POPULAR_SQL = `
with placed as (
  select b.*, per.period, per.start from (${RANKING_BETS_SQL} where b.id = any($1::text[])) b ${periodsOfSql("b.day")}
),
refunded as (
  select b.*, per.period, per.start from (${RANKING_BETS_SQL} where b.round_key = any($2::text[]) and b.refunded) b ${periodsOfSql("b.day")}
),
raised as (
  select b.game_type, b.table_id, per.period, per.start, u.extra::numeric as extra
    from unnest($3::text[], $4::text[]) as u(bet_id, extra)
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
  select period, start, game_type, 1, amount, 0 from placed
  union all select period, start, game_type, -1, -stake, 0 from refunded
  union all select period, start, game_type, 0, extra, 0 from raised
  union all select period, period_start, game_type, 0, 0, 1 from game_players
),
table_games as (select table_id, min(game_type) as game_type from placed group by table_id),
table_deltas (period, start, table_id, game_type, bets, wagered, players) as (
  select period, start, table_id, game_type, 1, amount, 0 from placed
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
 * $1 settled bet ids.
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
