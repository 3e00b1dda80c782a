/** The cashier's windows (UtcCalendar.sol): UTC days, weeks from Monday, calendar months. */
const DAY = 86_400;

export function windowResets(nowSeconds: number): { day: Date; week: Date; month: Date } {
  const today = Math.floor(nowSeconds / DAY);
  // 1970-01-01 was a Thursday: day 4 is the first Monday.
  const weekday = (today + 3) % 7;
  const d = new Date(today * DAY * 1000);
  return {
    day: new Date((today + 1) * DAY * 1000),
    week: new Date((today - weekday + 7) * DAY * 1000),
    month: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)),
  };
}
