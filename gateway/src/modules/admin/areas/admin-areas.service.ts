import { Area, GameTableConfig, LockMode, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { conflict, notFound } from "../../../errors.js";
import { toAreaType } from "../../areas/areas.service.js";
import { adminMutation, nothingChanged, recordOperation } from "../operation-log/record.js";
import { fieldError, optionalText, requiredText, slugId } from "../validation.js";
import type { AdminAreaType } from "./admin-areas.type.js";
import type { CreateAreaInput, UpdateAreaInput } from "./admin-areas.inputs.js";

const areaSnapshot = (a: Area) => ({ id: a.id, name: a.name, nameJa: a.nameJa ?? null, enable: a.enable, startUTCHour: a.startUTCHour, endUTCHour: a.endUTCHour });

function hour(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 0 || value > 23) throw fieldError(field, "An hour is a whole number from 0 to 23 (UTC)");
  return value;
}

/** Areas as the back office edits them (SPEC /admin/areas); the dealer re-reads them every tick. */
export class AdminAreasService {
  async list(em: EntityManager): Promise<AdminAreaType[]> {
    const areas = await em.find(Area, {}, { orderBy: { name: "asc", id: "asc" } });
    const counts = await this.tableCounts(em);
    const now = new Date();
    return areas.map((a) => ({ ...toAreaType(a, now), tableCount: counts.get(a.id) ?? 0 }));
  }

  async get(em: EntityManager, id: string): Promise<AdminAreaType> {
    const area = await em.findOne(Area, { id });
    if (!area) throw notFound(`No area ${id}`);
    return { ...toAreaType(area), tableCount: await em.count(GameTableConfig, { areaId: id }) };
  }

  async create(ctx: RequestContext, input: CreateAreaInput): Promise<AdminAreaType> {
    const id = slugId(input.id);
    const fields = { name: requiredText(input.name, "name", 64), nameJa: optionalText(input.nameJa ?? "", "nameJa", 64), enable: input.enable, startUTCHour: hour(input.startUTCHour, "startUTCHour"), endUTCHour: hour(input.endUTCHour, "endUTCHour") };
    await adminMutation(ctx, async (em) => {
      if (await em.findOne(Area, { id })) throw conflict(`An area with id ${id} already exists`);
      const area = em.create(Area, { id, ...fields });
      recordOperation(em, ctx, { action: "area.create", targetType: "area", targetId: id, before: null, after: areaSnapshot(area), summary: `Created area ${fields.name}` });
    });
    return this.get(ctx.em.fork(), id);
  }

  async update(ctx: RequestContext, id: string, input: UpdateAreaInput): Promise<AdminAreaType> {
    const fields = {
      ...(input.name != null ? { name: requiredText(input.name, "name", 64) } : {}),
      ...(input.nameJa != null ? { nameJa: optionalText(input.nameJa, "nameJa", 64) } : {}),
      ...(input.enable != null ? { enable: input.enable } : {}),
      ...(input.startUTCHour != null ? { startUTCHour: hour(input.startUTCHour, "startUTCHour") } : {}),
      ...(input.endUTCHour != null ? { endUTCHour: hour(input.endUTCHour, "endUTCHour") } : {}),
    };
    await adminMutation(ctx, async (em) => {
      const area = await em.findOne(Area, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!area) throw notFound(`No area ${id}`);
      const before = areaSnapshot(area);
      Object.assign(area, fields);
      if (JSON.stringify(before) === JSON.stringify(areaSnapshot(area))) return nothingChanged(em);
      recordOperation(em, ctx, { action: "area.update", targetType: "area", targetId: id, before, after: areaSnapshot(area), summary: `Updated area ${area.name}` });
    });
    return this.get(ctx.em.fork(), id);
  }

  /** Deletes an area no table stands in (CONFLICT otherwise: move its tables first). */
  async delete(ctx: RequestContext, id: string): Promise<boolean> {
    return adminMutation(ctx, async (em) => {
      const area = await em.findOne(Area, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!area) throw notFound(`No area ${id}`);
      const tables = await em.count(GameTableConfig, { areaId: id });
      if (tables > 0) throw conflict(`${tables} table${tables === 1 ? " stands" : "s stand"} in this area: move ${tables === 1 ? "it" : "them"} to another area first`);
      recordOperation(em, ctx, { action: "area.delete", targetType: "area", targetId: id, before: areaSnapshot(area), after: null, summary: `Deleted area ${area.name}` });
      em.remove(area);
      return true;
    });
  }

  private async tableCounts(em: EntityManager): Promise<Map<string, number>> {
    const rows = await em.getConnection().execute<{ area_id: string; n: string }[]>(`select area_id, count(*) as n from game_table group by area_id`);
    return new Map(rows.map((r) => [r.area_id, Number(r.n)]));
  }
}
