const DAY = 86_400;

/** When each loss window starts over (UTC, as the cashier counts): tomorrow, next Monday, the first of next month. Unix seconds. */
export function windowResets(nowSeconds: number): { day: number; week: number; month: number } {
  const day = Math.floor(nowSeconds / DAY);
  // 1 January 1970 was a Thursday: day 4 was the first Monday.
  const daysToMonday = 7 - ((day - 4) % 7 + 7) % 7;
  const d = new Date(day * DAY * 1000);
  return {
    day: (day + 1) * DAY,
    week: (day + daysToMonday) * DAY,
    month: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000,
  };
}

/** Break periods the cashier offers: 1–4 time-outs, 5–7 self-exclusions, with their lengths in seconds. */
export const BREAKS = [
  { period: 1, seconds: DAY, exclusion: false },
  { period: 2, seconds: 7 * DAY, exclusion: false },
  { period: 3, seconds: 30 * DAY, exclusion: false },
  { period: 4, seconds: 42 * DAY, exclusion: false },
  { period: 5, seconds: 183 * DAY, exclusion: true },
  { period: 6, seconds: 365 * DAY, exclusion: true },
  { period: 7, seconds: 1826 * DAY, exclusion: true },
] as const;
export type BreakChoice = (typeof BREAKS)[number];
