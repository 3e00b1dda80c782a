import { LockMode, Popup, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { notFound } from "../../errors.js";
import { adminMutation, nothingChanged, recordOperation } from "../admin/operation-log/record.js";
import { requiredText } from "../admin/validation.js";
import type { UploadsService } from "../uploads/uploads.service.js";
import type { AdminPopupType } from "./popup.type.js";
import type { CreatePopupInput, UpdatePopupInput } from "./popups.inputs.js";
import { datesInOrder, displayTimes, internalLink, oneOf } from "./popup-fields.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPES = [1, 2] as const;
const POSITIONS = [1, 2] as const;

const snapshot = (p: Popup) => ({
  title: p.title, type: p.type, display: p.display, startDate: p.startDate, endDate: p.endDate, displayTimes: p.displayTimes,
  position: p.position, pcImageId: p.pcImageId ?? null, spImageId: p.spImageId ?? null, link: p.link ?? null,
});

/** Popups in the back office (SPEC /admin/popup). */
export class AdminPopupsService {
  constructor(private readonly uploads: UploadsService) {}

  async list(em: EntityManager): Promise<AdminPopupType[]> {
    const rows = await em.find(Popup, {}, { orderBy: { startDate: "desc", id: "asc" } });
    return this.toTypes(em, rows);
  }

  async get(em: EntityManager, id: string): Promise<AdminPopupType> {
    const row = UUID.test(id) ? await em.findOne(Popup, { id }) : null;
    if (!row) throw notFound(`No popup ${id}`);
    return (await this.toTypes(em, [row]))[0]!;
  }

  async create(ctx: RequestContext, input: CreatePopupInput): Promise<AdminPopupType> {
    datesInOrder(input.startDate, input.endDate);
    const fields = {
      title: requiredText(input.title, "title", 100),
      type: oneOf(input.type, TYPES, "type", "Type is 1 (immediate) or 2 (after connect)"),
      display: input.display,
      startDate: input.startDate,
      endDate: input.endDate,
      displayTimes: displayTimes(input.displayTimes),
      position: oneOf(input.position, POSITIONS, "position", "Position is 1 (center) or 2 (bottom center)"),
      pcImageId: (await this.uploads.info(ctx.em, input.pcImageId, "pcImageId")).id,
      spImageId: input.spImageId ? (await this.uploads.info(ctx.em, input.spImageId, "spImageId")).id : null,
      link: internalLink(input.link),
    };
    const id = await adminMutation(ctx, async (em) => {
      const p = em.create(Popup, fields);
      recordOperation(em, ctx, { action: "popup.create", targetType: "popup", targetId: p.id, before: null, after: snapshot(p), summary: `Created popup ${p.title}` });
      return p.id;
    });
    return this.get(ctx.em.fork(), id);
  }

  async update(ctx: RequestContext, id: string, input: UpdatePopupInput): Promise<AdminPopupType> {
    const fields: Partial<Popup> = {
      ...(input.title != null ? { title: requiredText(input.title, "title", 100) } : {}),
      ...(input.type != null ? { type: oneOf(input.type, TYPES, "type", "Type is 1 (immediate) or 2 (after connect)") } : {}),
      ...(input.display != null ? { display: input.display } : {}),
      ...(input.startDate != null ? { startDate: input.startDate } : {}),
      ...(input.endDate != null ? { endDate: input.endDate } : {}),
      ...(input.displayTimes != null ? { displayTimes: displayTimes(input.displayTimes) } : {}),
      ...(input.position != null ? { position: oneOf(input.position, POSITIONS, "position", "Position is 1 (center) or 2 (bottom center)") } : {}),
      ...(input.pcImageId != null ? { pcImageId: (await this.uploads.info(ctx.em, input.pcImageId, "pcImageId")).id } : {}),
      ...(input.spImageId != null ? { spImageId: input.spImageId ? (await this.uploads.info(ctx.em, input.spImageId, "spImageId")).id : null } : {}),
      ...(input.link != null ? { link: internalLink(input.link) } : {}),
    };
    await adminMutation(ctx, async (em) => {
      const p = await this.locked(em, id);
      const before = snapshot(p);
      Object.assign(p, fields);
      datesInOrder(p.startDate, p.endDate);
      if (JSON.stringify(before) === JSON.stringify(snapshot(p))) return nothingChanged(em);
      recordOperation(em, ctx, { action: "popup.update", targetType: "popup", targetId: id, before, after: snapshot(p), summary: `Updated popup ${p.title}` });
    });
    return this.get(ctx.em.fork(), id);
  }

  async delete(ctx: RequestContext, id: string): Promise<boolean> {
    return adminMutation(ctx, async (em) => {
      const p = await this.locked(em, id);
      recordOperation(em, ctx, { action: "popup.delete", targetType: "popup", targetId: id, before: snapshot(p), after: null, summary: `Deleted popup ${p.title}` });
      em.remove(p);
      return true;
    });
  }

  private async locked(em: EntityManager, id: string): Promise<Popup> {
    const p = UUID.test(id) ? await em.findOne(Popup, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!p) throw notFound(`No popup ${id}`);
    return p;
  }

  private async toTypes(em: EntityManager, rows: Popup[]): Promise<AdminPopupType[]> {
    const images = await this.uploads.infos(em, rows.flatMap((p) => [p.pcImageId, p.spImageId]).filter((x): x is string => !!x));
    const ids = rows.map((p) => p.id);
    const viewers = ids.length ? await em.getConnection().execute<{ popup_id: string; n: string }[]>(`select popup_id, count(*) as n from popup_view where popup_id in (?) group by popup_id`, [ids]) : [];
    const seen = new Map(viewers.map((v) => [v.popup_id, Number(v.n)]));
    const now = Date.now();
    return rows.map((p) => ({
      id: p.id, title: p.title, type: p.type, display: p.display, startDate: p.startDate, endDate: p.endDate, displayTimes: p.displayTimes, position: p.position,
      pcImage: (p.pcImageId && images.get(p.pcImageId)) || null, spImage: (p.spImageId && images.get(p.spImageId)) || null, link: p.link ?? null,
      live: p.display && p.startDate.getTime() <= now && now <= p.endDate.getTime(), viewers: seen.get(p.id) ?? 0, createdAt: p.createdAt, updatedAt: p.updatedAt,
    }));
  }
}

