// Back-office dashboard at scale. BENCH_DASHBOARD_BETS (10,000,000) bets over a year from
// BENCH_DASHBOARD_PLAYERS (50,000) players are generated straight into a fresh database (created
// here, dropped at the end); the rollups are built from them by rebuildStats, the migration's
// backfill, which applies the indexer's rules to every indexed row at once (the indexer test checks
// the two agree; here the rollups' indexes are built after it, as for the bets); then the
// dashboard's queries — the stats query's own SQL — run BENCH_DASHBOARD_RUNS (60) times each,
// beside the same figures computed from the raw bets, BENCH_DASHBOARD_RAW_RUNS (5) times each: up
// to a minute a run over ten million bets. Both answers are checked equal.
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the Postgres server.
import pg from "pg";
import { createOrm, migrate, rebuildStats, STATS_TABLES } from "@sunrise/db";
import { createScratchDatabase } from "@sunrise/db/testing";
import { groupedSql, TOTALS_SQL } from "../gateway/src/modules/stats/stats.sql.js";
import { StatsGroupBy } from "../gateway/src/modules/stats/stats.enums.js";
import { generatePlay, withoutIndexes } from "./dashboard-data.js";
import { percentile } from "./stats.js";

process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const BETS = Number(process.env.BENCH_DASHBOARD_BETS ?? 10_000_000);
const PLAYERS = Number(process.env.BENCH_DASHBOARD_PLAYERS ?? 50_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 60);
const RAW_RUNS = Number(process.env.BENCH_DASHBOARD_RAW_RUNS ?? 5);
const START = new Date("2026-01-01T00:00:00Z");

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

interface Query { name: string; rollup: [string, unknown[]]; raw: [string, unknown[]]; figure: (r: Record<string, unknown>) => string }

/** The dashboard's charts: the rollup query the gateway runs and the same figures from the raw bets. */
const QUERIES: Query[] = [
  {
    name: "DAU, 90 days by day",
    rollup: [TOTALS_SQL, ["2026-10-03", "2027-01-01", "day"]],
    raw: [`select (placed_at at time zone 'UTC')::date::text as bucket, count(distinct player)::int as n from table_bet where placed_at >= $1 and placed_at < $2 group by 1 order by 1`, ["2026-10-03T00:00:00Z", "2027-01-01T00:00:00Z"]],
    figure: (r) => `${r.bucket} ${r.active_players ?? r.n}`,
  },
  {
    name: "MAU, 12 months",
    rollup: [TOTALS_SQL, ["2026-01-01", "2027-01-01", "month"]],
    raw: [`select date_trunc('month', placed_at at time zone 'UTC')::date::text as bucket, count(distinct player)::int as n from table_bet where placed_at >= $1 and placed_at < $2 group by 1 order by 1`, ["2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z"]],
    figure: (r) => `${r.bucket} ${r.active_players ?? r.n}`,
  },
  {
    name: "revenue by game by week, 52 weeks",
    rollup: [groupedSql(StatsGroupBy.GAME, { activePlayers: false, monthlyActivePlayers: false }, 5001), ["2026-01-05", "2027-01-04", "week"]],
    raw: [
      `select date_trunc('week', b.placed_at at time zone 'UTC')::date::text as bucket, r.game_type, (sum(b.amount + b.extra_stake) - coalesce(sum(b.payout), 0))::text as revenue
         from table_bet b join table_round r on r.id = b.round_key
        where b.placed_at >= $1 and b.placed_at < $2 and not b.refunded group by 1, 2 order by 1, 2`,
      ["2026-01-05T00:00:00Z", "2027-01-04T00:00:00Z"],
    ],
    figure: (r) => `${r.bucket} ${r.game_type} ${r.revenue ?? (BigInt(r.wagered as string) - BigInt(r.paid_out as string)).toString()}`,
  },
  {
    name: "active players by game by week, 12 weeks",
    rollup: [groupedSql(StatsGroupBy.GAME, { activePlayers: true, monthlyActivePlayers: false }, 5001), ["2026-10-05", "2026-12-28", "week"]],
    raw: [
      `select date_trunc('week', b.placed_at at time zone 'UTC')::date::text as bucket, r.game_type, count(distinct b.player)::int as n
         from table_bet b join table_round r on r.id = b.round_key
        where b.placed_at >= $1 and b.placed_at < $2 group by 1, 2 order by 1, 2`,
      ["2026-10-05T00:00:00Z", "2026-12-28T00:00:00Z"],
    ],
    figure: (r) => `${r.bucket} ${r.game_type} ${r.active_players ?? r.n}`,
  },
];

async function sample(c: pg.Client, [sql, params]: [string, unknown[]], runs: number): Promise<{ rows: Record<string, unknown>[]; ms: number[] }> {
  const ms: number[] = [];
  let rows: Record<string, unknown>[] = [];
  for (let i = 0; i < runs; i++) {
    const [res, t] = await timed(() => c.query(sql, params));
    rows = res.rows;
    ms.push(t);
  }
  return { rows, ms };
}

const db = await createScratchDatabase("sunrise_bench_dashboard");
const client = new pg.Client({ connectionString: db.url });
try {
  const orm = await createOrm(db.url);
  await migrate(orm);
  await client.connect();
  await client.query("set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '64MB'");

  const [, generation] = await timed(() => generatePlay(client, { bets: BETS, players: PLAYERS, start: START, days: 365, transfers: 100_000 }));
  const [, analyze] = await timed(() => client.query("vacuum analyze"));
  const { rows: [counts] } = await client.query(`select (select count(*) from table_bet)::int as bets, (select count(distinct player) from table_bet)::int as players, pg_size_pretty(pg_total_relation_size('table_bet')) as size`);
  console.log(`generated ${counts.bets.toLocaleString("en")} bets over 365 days, placed by ${counts.players.toLocaleString("en")} of ${PLAYERS.toLocaleString("en")} players (late joiners may not bet): table_bet with indexes ${counts.size}, in ${seconds(generation)}; vacuum analyze ${seconds(analyze)}`);

  const [, build] = await timed(() => withoutIndexes(client, [...STATS_TABLES], () => rebuildStats(orm.em.fork())));
  await client.query("vacuum analyze");
  const sizes = await client.query<{ t: string; n: string; size: string }>(
    `select relname as t, reltuples::bigint::text as n, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class where relkind = 'r' and relname like 'stats\\_%' order by pg_total_relation_size(oid) desc`,
  );
  console.log(`rollups built from them in ${seconds(build)}: ${sizes.rows.map((r) => `${r.t} ${Number(r.n).toLocaleString("en")} rows (${r.size})`).join(", ")}`);
  await orm.close(true);

  console.log(`\n${RUNS} runs from the rollups, ${RAW_RUNS} from the raw bets (ms):\n`);
  console.log("| query | rows | rollups p50 | rollups p95 | raw bets p50 | raw bets p95 | same answer |\n|---|---:|---:|---:|---:|---:|---|");
  for (const q of QUERIES) {
    const rollup = await sample(client, q.rollup, RUNS);
    const raw = await sample(client, q.raw, RAW_RUNS);
    const same = JSON.stringify(rollup.rows.map(q.figure)) === JSON.stringify(raw.rows.map(q.figure));
    const f = (xs: number[], p: number) => percentile(xs, p).toFixed(1);
    console.log(`| ${q.name} | ${rollup.rows.length} | ${f(rollup.ms, 50)} | ${f(rollup.ms, 95)} | ${f(raw.ms, 50)} | ${f(raw.ms, 95)} | ${same ? "yes" : "NO"} |`);
    if (!same) process.exitCode = 1;
  }
} finally {
  await client.end().catch(() => undefined);
  await db.drop();
}
