const DAY = 86_400;

/** When each loss window starts over (UTC, as the cashier counts), in unix seconds. */
export { limitWindowResets as windowResets } from "@sunrise/games";

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
