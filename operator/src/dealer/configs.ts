import { Area, GameTableConfig, TableLimits, type Orm } from "@sunrise/db";
import type { TableSchedule } from "./schedule.js";

/** Every table's config row with its area's hours and whether its contract is paused, read fresh (admins may change them at any time). */
export async function readTableSchedules(orm: Orm): Promise<TableSchedule[]> {
  const em = orm.em.fork();
  const tables = await em.find(GameTableConfig, {});
  const areas = await em.find(Area, {});
  const byId = new Map(areas.map((a) => [a.id, a]));
  const paused = new Set((await em.find(TableLimits, { paused: true })).map((l) => l.contractAddress));
  return tables.flatMap((t) => {
    const area = byId.get(t.areaId);
    return area ? [{ contractAddress: t.contractAddress, enabled: t.enabled, paused: paused.has(t.contractAddress.toLowerCase()), bettingSeconds: t.bettingSeconds, area }] : [];
  });
}
