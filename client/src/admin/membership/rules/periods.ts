const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The Cashier's time-outs staff may put on: 24 hours, 7 days, 30 days, 6 weeks. */
export const TIME_OUT_PERIODS = [1, 2, 3, 4] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];

const LENGTH: Record<TimeOutPeriod, number> = { 1: DAY, 2: 7 * DAY, 3: 30 * DAY, 4: 42 * DAY };

/** When a time-out started now would end (the chain starts it when the transaction is mined, moments later). */
export const timeOutEnd = (period: TimeOutPeriod, now: number): string => new Date(now + LENGTH[period]).toISOString();

/** Whether a break already running ends after the time-out would (the Cashier only ever lengthens a break). */
export const outlasts = (blockedUntil: string | null | undefined, end: string): boolean => Boolean(blockedUntil && Date.parse(blockedUntil) >= Date.parse(end));
