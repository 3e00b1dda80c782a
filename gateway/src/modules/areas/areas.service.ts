import { Area, areaOpensAt, isAreaOpen, type EntityManager } from "@sunrise/db";
import type { AreaType } from "./areas.type.js";

export const toAreaType = (a: Area, now = new Date()): AreaType => ({
  id: a.id,
  name: a.name,
  nameJa: a.nameJa ?? null,
  enable: a.enable,
  startUTCHour: a.startUTCHour,
  endUTCHour: a.endUTCHour,
  isOpen: isAreaOpen(a, now),
  opensAt: areaOpensAt(a, now),
});

/** SPEC §3 areas with their availability (SPEC §4) at the time of asking. */
export class AreasService {
  async list(em: EntityManager): Promise<AreaType[]> {
    const now = new Date();
    return (await em.find(Area, {}, { orderBy: { name: "asc", id: "asc" } })).map((a) => toAreaType(a, now));
  }

  async byIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, AreaType>> {
    const now = new Date();
    const rows = ids.length ? await em.find(Area, { id: { $in: [...ids] } }) : [];
    return new Map(rows.map((a) => [a.id, toAreaType(a, now)]));
  }
}
