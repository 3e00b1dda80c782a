import type { AdminStatsQuery } from "../../gql/admin/graphql.js";

export type StatsRow = AdminStatsQuery["stats"][number];

export interface Totals { bets: number; newPlayers: number; wagered: bigint; paidOut: bigint; revenue: bigint; bridgeIn: bigint; bridgeOut: bigint }

/** Sums the range exactly (token units stay bigint). */
export function totalsOf(rows: readonly StatsRow[]): Totals {
  return rows.reduce<Totals>(
    (t, r) => ({
      bets: t.bets + r.bets,
      newPlayers: t.newPlayers + r.newPlayers,
      wagered: t.wagered + BigInt(r.wagered),
      paidOut: t.paidOut + BigInt(r.paidOut),
      revenue: t.revenue + BigInt(r.revenue),
      bridgeIn: t.bridgeIn + BigInt(r.bridgeIn ?? 0),
      bridgeOut: t.bridgeOut + BigInt(r.bridgeOut ?? 0),
    }),
    { bets: 0, newPlayers: 0, wagered: 0n, paidOut: 0n, revenue: 0n, bridgeIn: 0n, bridgeOut: 0n },
  );
}

/** The latest bucket's active players (today's DAU, this month's MAU), with its bucket. */
export function latestActive(rows: readonly StatsRow[]): { players: number; bucket: string } | undefined {
  const last = [...rows].sort((a, b) => a.bucket.localeCompare(b.bucket)).at(-1);
  return last && { players: last.activePlayers, bucket: last.bucket };
}

/** Token units as whole SUSD with cents, for chart axes only (totals use bigint). */
export const chartAmount = (units: string | bigint) => Number(BigInt(units) / 10_000n) / 100;

export type GroupKey = (row: StatsRow) => string;
export const groupKeyOf = (groupBy: "NONE" | "GAME" | "TABLE" | "AREA"): GroupKey =>
  groupBy === "GAME" ? (r) => `game-${r.gameType ?? 0}` : groupBy === "TABLE" ? (r) => `table-${r.tableId ?? 0}` : groupBy === "AREA" ? (r) => `area-${r.areaId ?? ""}` : () => "all";

/** One chart point per bucket with a column per group, e.g. { bucket, "game-1": 120.5, "game-2": 80 }. */
export function pivot(rows: readonly StatsRow[], key: GroupKey, value: (r: StatsRow) => number): { points: Record<string, number | string>[]; groups: string[] } {
  const groups = new Set<string>();
  const byBucket = new Map<string, Record<string, number | string>>();
  for (const r of rows) {
    const g = key(r);
    groups.add(g);
    const point = byBucket.get(r.bucket) ?? { bucket: r.bucket };
    point[g] = ((point[g] as number | undefined) ?? 0) + value(r);
    byBucket.set(r.bucket, point);
  }
  const points = [...byBucket.values()].sort((a, b) => String(a.bucket).localeCompare(String(b.bucket)));
  const names = [...groups].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  for (const p of points) for (const g of names) p[g] ??= 0;
  return { points, groups: names };
}

export interface GroupTotal extends Totals { key: string }

/** The range's totals per game or table, largest wagered first. */
export function totalsByGroup(rows: readonly StatsRow[], key: GroupKey): GroupTotal[] {
  const map = new Map<string, StatsRow[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return [...map.entries()]
    .map(([k, rs]) => ({ key: k, ...totalsOf(rs) }))
    .sort((a, b) => (b.wagered > a.wagered ? 1 : b.wagered < a.wagered ? -1 : 0));
}

/** Bridge volume per bucket (SUSD, chart only) from ungrouped rows. */
export const bridgePoints = (rows: readonly StatsRow[]) =>
  [...rows].sort((a, b) => a.bucket.localeCompare(b.bucket)).map((r) => ({ bucket: r.bucket, bridgeIn: chartAmount(r.bridgeIn ?? "0"), bridgeOut: chartAmount(r.bridgeOut ?? "0") }));
