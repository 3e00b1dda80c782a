const DAY = 86_400;

/**
 * When each of the cashier's loss windows starts over (UtcCalendar.sol): the next UTC midnight, the
 * next Monday 00:00 UTC and the first of next month, in unix seconds. Shared by the gateway and the client.
 */
export function limitWindowResets(nowSeconds: number): { day: number; week: number; month: number } {
  const day = Math.floor(nowSeconds / DAY);
  // 1 January 1970 was a Thursday: day 4 was the first Monday.
  const daysToMonday = 7 - (((day - 4) % 7) + 7) % 7;
  const d = new Date(day * DAY * 1000);
  return {
    day: (day + 1) * DAY,
    week: (day + daysToMonday) * DAY,
    month: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000,
  };
}
