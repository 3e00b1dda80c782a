import { limitWindowResets } from "@sunrise/games";

/** The cashier's windows (UtcCalendar.sol) as dates: UTC days, weeks from Monday, calendar months. */
export function windowResets(nowSeconds: number): { day: Date; week: Date; month: Date } {
  const r = limitWindowResets(nowSeconds);
  return { day: new Date(r.day * 1000), week: new Date(r.week * 1000), month: new Date(r.month * 1000) };
}
