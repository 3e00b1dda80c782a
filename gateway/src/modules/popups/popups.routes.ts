import express, { type Router } from "express";
import { Popup, type FilterQuery } from "@sunrise/db";
import { badInput } from "../../errors.js";
import { boolParam, dateParam, filterParam } from "../../rest/query.js";
import { jsonRoute, type ContextFor } from "../../rest/respond.js";
import { viewerPermissions } from "../admin/access/check-access.js";
import { Permission } from "../admin/permissions.js";
import { uploadUrl } from "../uploads/uploads.service.js";

const OPERATORS: Record<string, string> = { $lte: "$lte", lte: "$lte", $lt: "$lt", lt: "$lt", $gte: "$gte", gte: "$gte", $gt: "$gt", gt: "$gt" };

/** A date filter: `{ "$lte": date }` style bounds (with or without `$`). */
function dateBounds(value: unknown, field: string): Record<string, Date> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw badInput(`filter.${field} must be an object of $lte/$lt/$gte/$gt dates`);
  return Object.fromEntries(Object.entries(value).map(([op, v]) => {
    const mongo = OPERATORS[op];
    if (!mongo) throw badInput(`filter.${field}: unknown operator ${op}; allowed: $lte, $lt, $gte, $gt`);
    return [mongo, dateParam(v, `filter.${field}.${op}`)!];
  }));
}

/** SPEC §7 `GET /api/v1/Popup` with `filter` on display, startDate and endDate; hidden popups only for staff. */
export function popupRoutes(contextFor: ContextFor): Router {
  const router = express.Router();
  router.get("/Popup", jsonRoute(contextFor, async (ctx, req) => {
    const filter = filterParam(req);
    const unknown = Object.keys(filter).filter((k) => !["display", "startDate", "endDate"].includes(k));
    if (unknown.length) throw badInput(`filter: unknown field ${unknown.join(", ")}; allowed: display, startDate, endDate`);
    const staff = viewerPermissions(ctx).includes(Permission.CONTENT_WRITE);
    const display = filter.display == null ? null : boolParam(String(filter.display), "filter.display");
    if (display === false && !staff) return [];
    const where: Record<string, unknown> = {};
    if (display !== null || !staff) where.display = display ?? true;
    if (filter.startDate != null) where.startDate = dateBounds(filter.startDate, "startDate");
    if (filter.endDate != null) where.endDate = dateBounds(filter.endDate, "endDate");
    const rows = await ctx.em.find(Popup, where as FilterQuery<Popup>, { orderBy: { startDate: "desc", id: "asc" }, limit: 100 });
    return rows.map((p) => ({
      _id: p.id, type: p.type, display: p.display, startDate: p.startDate, endDate: p.endDate, displayTimes: p.displayTimes, position: p.position,
      pcImage: p.pcImageId ? uploadUrl(p.pcImageId) : null, spImage: p.spImageId ? uploadUrl(p.spImageId) : p.pcImageId ? uploadUrl(p.pcImageId) : null, link: p.link ?? null,
    }));
  }));
  return router;
}
