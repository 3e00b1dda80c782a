import { fieldError } from "../admin/validation.js";
import { StatsGranularity } from "./stats.enums.js";

/** The most buckets one query may cover (three years of days). */
export const MAX_STATS_BUCKETS = 1100;

/** Whole UTC days as `YYYY-MM-DD`: the rollups keep nothing finer. */
export interface DayRange { from: string; to: string; buckets: number }

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The start of the bucket holding `d` (UTC midnight; Monday for weeks; the 1st for months). */
export function bucketStart(d: Date, granularity: StatsGranularity): Date {
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), granularity === StatsGranularity.MONTH ? 1 : d.getUTCDate()));
  if (granularity === StatsGranularity.WEEK) start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

export function nextBucket(d: Date, granularity: StatsGranularity): Date {
  const next = new Date(d);
  if (granularity === StatsGranularity.MONTH) next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCDate(next.getUTCDate() + (granularity === StatsGranularity.WEEK ? 7 : 1));
  return next;
}

/**
 * The days of [from, to) widened to whole buckets, so a week or month is never counted in part
 * (its active players are those of the whole bucket).
 */
export function bucketRange(from: Date, to: Date, granularity: StatsGranularity): DayRange {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw fieldError("from", "Enter valid dates");
  if (!(from < to)) throw fieldError("from", "The start must be before the end");
  const first = bucketStart(from, granularity);
  const lastStart = bucketStart(new Date(to.getTime() - 1), granularity);
  let buckets = 1;
  for (let b = first; b < lastStart; b = nextBucket(b, granularity)) {
    if (++buckets > MAX_STATS_BUCKETS) throw fieldError("from", `That range has more than ${MAX_STATS_BUCKETS} ${granularity}s: choose a shorter one or a larger bucket`);
  }
  return { from: day(first), to: day(nextBucket(lastStart, granularity)), buckets };
}
