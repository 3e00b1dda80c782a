import { OperationLog, type EntityManager, type FilterQuery } from "@sunrise/db";
import { notFound } from "../../../errors.js";
import { decodeCursor, encodeCursor, pageSize } from "../../../graphql/paging.js";
import { UserTypeName } from "../../users/user.type.js";
import { dateRange, fieldError, walletAddress } from "../validation.js";
import type { OperationLogFilterInput } from "./operation-log.inputs.js";
import type { OperationChangeType, OperationLogConnectionType, OperationLogEntryType } from "./operation-log.type.js";

const TYPE_NAMES: Record<number, UserTypeName> = { 1: UserTypeName.ADMIN, 2: UserTypeName.MEMBER, 3: UserTypeName.SUPPORT };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const json = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v));

/** The fields whose JSON differs between before and after, in the order they first appear. */
export function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): OperationChangeType[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: json(before?.[field]), after: json(after?.[field]) }))
    .filter((c) => c.before !== c.after);
}

const toEntry = (row: OperationLog): OperationLogEntryType => ({
  id: row.id,
  at: row.at,
  actorAddress: row.actorAddress,
  actorType: TYPE_NAMES[row.actorType] ?? UserTypeName.NORMAL,
  actorIp: row.actorIp,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
  changes: changesOf(row.before ?? null, row.after ?? null),
});

function where(f: OperationLogFilterInput): FilterQuery<OperationLog> {
  dateRange(f.from, f.to);
  const q: Record<string, unknown> = {};
  if (f.actor?.trim()) q.actorAddress = walletAddress(f.actor, "actor");
  const action = f.action?.trim();
  if (action) {
    if (!/^[a-zA-Z.]{1,64}$/.test(action)) throw fieldError("action", "An action is letters and dots, e.g. game.update");
    q.action = action.endsWith(".") ? { $like: `${action}%` } : action;
  }
  if (f.targetType?.trim()) q.targetType = f.targetType.trim();
  if (f.targetId?.trim()) q.targetId = f.targetId.trim();
  if (f.from || f.to) q.at = { ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lt: f.to } : {}) };
  return q as FilterQuery<OperationLog>;
}

function afterCursor(after: string): FilterQuery<OperationLog> {
  const [at, id] = decodeCursor(after);
  const when = typeof at === "string" ? new Date(at) : null;
  if (!when || Number.isNaN(when.getTime()) || typeof id !== "string" || !UUID.test(id)) throw fieldError("after", "after is not a valid cursor");
  return { $or: [{ at: { $lt: when } }, { at: when, id: { $lt: id } }] } as FilterQuery<OperationLog>;
}

/** The operation log as the back office reads it: filtered, newest first, cursor-paged. */
export class OperationLogService {
  async list(em: EntityManager, filter: OperationLogFilterInput, first: number, after?: string | null): Promise<OperationLogConnectionType> {
    const size = pageSize(first);
    const q = after ? { $and: [where(filter), afterCursor(after)] } : where(filter);
    const rows = await em.find(OperationLog, q as FilterQuery<OperationLog>, { orderBy: { at: "desc", id: "desc" }, limit: size + 1 });
    const page = rows.slice(0, size);
    const edges = page.map((row) => ({ cursor: encodeCursor([row.at.toISOString(), row.id]), node: toEntry(row) }));
    return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  async get(em: EntityManager, id: string): Promise<OperationLogEntryType> {
    const row = UUID.test(id) ? await em.findOne(OperationLog, { id }) : null;
    if (!row) throw notFound(`No operation-log entry ${id}`);
    return toEntry(row);
  }
}
