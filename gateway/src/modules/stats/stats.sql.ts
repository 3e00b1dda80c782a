import { StatsGroupBy } from "./stats.enums.js";

// Queries over the dashboard rollups (db/src/entities/stats.ts). Parameters: $1 first day, $2 day
// after the last (whole buckets), $3 granularity (a date_trunc unit).

const bucketOf = (column: string, unit = "$3") => `date_trunc(${unit}, ${column}::timestamp)::date`;
/** Months that hold a bucket's start: from the first bucket's month to the last day's. */
const MONTHS = `period_start >= ${bucketOf("$1::date", "'month'")} and period_start < $2`;

/** One row per bucket of the range, empty ones included; active players read from the kept set sizes. */
export const TOTALS_SQL = `
with buckets as (
  select b::date as bucket from generate_series($1::date, $2::date - 1, ('1 ' || $3)::interval) as b
),
play as (
  select ${bucketOf("day")} as bucket, sum(bets) as bets, sum(wagered) as wagered, sum(paid_out) as paid_out, sum(new_players) as new_players
    from stats_daily where day >= $1 and day < $2 group by 1
),
active as (select period_start as bucket, players from stats_active_count where period = $3 and period_start >= $1 and period_start < $2),
monthly as (select period_start as month, players from stats_active_count where period = 'month' and ${MONTHS}),
bridge as (
  select ${bucketOf("day")} as bucket,
         sum(volume) filter (where direction = 'in') as bridge_in, sum(volume) filter (where direction = 'out') as bridge_out
    from stats_bridge_daily where day >= $1 and day < $2 group by 1
)
select b.bucket::text as bucket, null::int as game_type, null::int as table_id, null::text as area_id,
       coalesce(p.bets, 0)::int as bets, coalesce(p.wagered, 0)::text as wagered, coalesce(p.paid_out, 0)::text as paid_out,
       coalesce(p.new_players, 0)::int as new_players, coalesce(a.players, 0) as active_players, coalesce(m.players, 0) as monthly_active_players,
       coalesce(br.bridge_in, 0)::text as bridge_in, coalesce(br.bridge_out, 0)::text as bridge_out
  from buckets b
  left join play p using (bucket)
  left join active a using (bucket)
  left join monthly m on m.month = ${bucketOf("b.bucket", "'month'")}
  left join bridge br using (bucket)
 order by b.bucket`;

/** What a grouping keeps of each rollup row (a table's game comes with it). */
const GROUP_COLUMNS: Record<Exclude<StatsGroupBy, StatsGroupBy.NONE>, string[]> = {
  [StatsGroupBy.GAME]: ["game_type"],
  [StatsGroupBy.TABLE]: ["table_id", "game_type"],
  [StatsGroupBy.AREA]: ["area_id"],
};

/** Distinct players by bucket (or month) and group, counted from the per-day player sets. */
const distinctPlayers = (bucket: string, cols: string, where: string) =>
  `select ${bucket} as bucket, ${cols}, count(distinct player_id)::int as players from stats_daily_player where ${where} group by 1, ${cols}`;

/**
 * One row per bucket and group with play in it. Distinct players per group are counted from the
 * player sets only when asked for: the one part of the dashboard whose cost grows with the players.
 */
export function groupedSql(groupBy: Exclude<StatsGroupBy, StatsGroupBy.NONE>, want: { activePlayers: boolean; monthlyActivePlayers: boolean }, limit: number): string {
  const cols = GROUP_COLUMNS[groupBy];
  const list = cols.join(", ");
  const col = (name: string) => (cols.includes(name) ? `p.${name}` : name === "area_id" ? "null::text" : "null::int");
  const monthDays = `day >= ${bucketOf("$1::date", "'month'")} and day < (date_trunc('month', ($2::date - 1)::timestamp) + interval '1 month')::date`;
  return `
with play as (
  select ${bucketOf("day")} as bucket, ${list}, sum(bets) as bets, sum(wagered) as wagered, sum(paid_out) as paid_out, sum(new_players) as new_players
    from stats_daily where day >= $1 and day < $2 group by 1, ${list}
)${want.activePlayers ? `,\nactive as (${distinctPlayers(bucketOf("day"), list, "day >= $1 and day < $2")})` : ""}${
    want.monthlyActivePlayers ? `,\nmonthly as (${distinctPlayers(bucketOf("day", "'month'"), list, monthDays)})` : ""
  }
select p.bucket::text as bucket, ${col("game_type")} as game_type, ${col("table_id")} as table_id, ${col("area_id")} as area_id,
       p.bets::int as bets, p.wagered::text as wagered, p.paid_out::text as paid_out, p.new_players::int as new_players,
       ${want.activePlayers ? "coalesce(a.players, 0)" : "0"} as active_players, ${want.monthlyActivePlayers ? "coalesce(m.players, 0)" : "0"} as monthly_active_players,
       null::text as bridge_in, null::text as bridge_out
  from play p${want.activePlayers ? `\n  left join active a using (bucket, ${list})` : ""}${
    want.monthlyActivePlayers ? `\n  left join monthly m on m.bucket = ${bucketOf("p.bucket", "'month'")} and ${cols.map((c) => `m.${c} = p.${c}`).join(" and ")}` : ""
  }
 order by p.bucket, ${cols.map((c) => `p.${c}`).join(", ")}
 limit ${limit}`;
}
