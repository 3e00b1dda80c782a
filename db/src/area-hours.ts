// SPEC §4 area availability: open when enabled and the current UTC hour lies in [start, end),
// wrapping past midnight when start > end; start == end means open all day.

export interface AreaHours {
  enable: boolean;
  startUTCHour: number;
  endUTCHour: number;
}

const HOUR_MS = 3_600_000;

export function isAreaOpen(area: AreaHours, now: Date): boolean {
  if (!area.enable) return false;
  const { startUTCHour: start, endUTCHour: end } = area;
  if (start === end) return true;
  const hour = now.getUTCHours();
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** When a closed area next opens (the start of its start hour); null when it is open now or never opens (disabled). */
export function areaOpensAt(area: AreaHours, now: Date): Date | null {
  if (!area.enable || isAreaOpen(area, now)) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), area.startUTCHour);
  return new Date(today > now.getTime() ? today : today + 24 * HOUR_MS);
}
