/** Adds a batch's bridge withdrawals to their day and direction: $1 times, $2 amounts, $3 directions. */
export const BRIDGE_SQL = `
insert into stats_bridge_daily (day, direction, volume, transfers)
select (u.at::timestamptz at time zone 'UTC')::date, u.direction, sum(u.amount::numeric), count(*)
  from unnest($1::text[], $2::text[], $3::text[]) as u(at, amount, direction)
 group by 1, 2
on conflict (day, direction) do update set
  volume = stats_bridge_daily.volume + excluded.volume,
  transfers = stats_bridge_daily.transfers + excluded.transfers`;
