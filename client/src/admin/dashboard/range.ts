export type Granularity = "DAY" | "WEEK" | "MONTH";
export type GroupBy = "NONE" | "GAME" | "TABLE" | "AREA";

export interface DashboardRange {
  from: string;
  to: string;
  granularity: Granularity;
  groupBy: GroupBy;
  /** The URL's start is after its end: nothing is asked and the page says so. */
  inverted?: boolean;
}

const DAY_MS = 86_400_000;
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The last `days` UTC days up to and including today. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = dayOf(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The dashboard's range from the URL (UTC days, both inclusive), defaulting to the last 30 days by day. */
export function readRange(params: URLSearchParams, now = new Date()): DashboardRange {
  const fallback = lastDays(30, now);
  let from = params.get("from") ?? "";
  let to = params.get("to") ?? "";
  if (!isDay(from) || !isDay(to)) ({ from, to } = fallback);
  const g = params.get("by");
  const granularity: Granularity = g === "WEEK" || g === "MONTH" ? g : "DAY";
  const gb = params.get("group");
  const groupBy: GroupBy = gb === "GAME" || gb === "TABLE" || gb === "AREA" ? gb : "NONE";
  return { from, to, granularity, groupBy, inverted: from > to };
}

/** How many UTC days the range holds, both ends included. */
export const daysIn = (range: Pick<DashboardRange, "from" | "to">) => Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;

/** The stats query's input: `to` is exclusive there, so the last day counts whole. */
export function statsInput(range: Pick<DashboardRange, "from" | "to">, granularity: Granularity, groupBy: GroupBy) {
  return { from: `${range.from}T00:00:00.000Z`, to: `${addDays(range.to, 1)}T00:00:00.000Z`, granularity, groupBy };
}

/** The months that hold the range, from the first day of its first month (MAU counts whole months). */
export function monthsOf(range: Pick<DashboardRange, "from" | "to">): { from: string; to: string } {
  return { from: `${range.from.slice(0, 7)}-01`, to: range.to };
}
