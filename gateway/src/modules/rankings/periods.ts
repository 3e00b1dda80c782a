import { RANKING_WEEK_ORIGIN } from "@sunrise/db";
import { RankingPeriodName } from "./ranking.type.js";

const DAY = 86_400_000;
const WEEK_ORIGIN = Date.parse(`${RANKING_WEEK_ORIGIN}T00:00:00Z`);

/** The period holding `at`: [start, end) in UTC. Weeks are SPEC §9's: 7 days from its origin. */
export function periodOf(period: RankingPeriodName, at: Date): { start: Date; end: Date } {
  const day = Math.floor(at.getTime() / DAY) * DAY;
  if (period === RankingPeriodName.DAILY) return { start: new Date(day), end: new Date(day + DAY) };
  if (period === RankingPeriodName.WEEKLY) {
    const start = WEEK_ORIGIN + Math.floor((day - WEEK_ORIGIN) / (7 * DAY)) * 7 * DAY;
    return { start: new Date(start), end: new Date(start + 7 * DAY) };
  }
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
}

/** `YYYY-MM-DD` of a UTC midnight. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** 0x1234…abcd */
export const shortAddress = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;
