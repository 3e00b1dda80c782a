import { AdminTask, type EntityManager, type FilterQuery } from "@sunrise/db";
import { notFound } from "../../../errors.js";
import { pageOf, pageSize, timeCursor } from "../paging.js";
import { dateRange, fieldError, walletAddress } from "../../admin/validation.js";
import type { AdminTaskFilterInput } from "./tasks.inputs.js";
import { AdminTaskStateName, type AdminTaskConnectionType, type AdminTaskType } from "./task.type.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUS: Record<string, number> = { new: 1, running: 2, success: 3, failed: 4 };

export const isUuid = (id: string) => UUID.test(id);

export function toTaskType(t: AdminTask): AdminTaskType {
  return {
    id: t.id,
    kind: t.kind,
    params: t.params,
    state: t.state as AdminTaskStateName,
    status: STATUS[t.state] ?? 0,
    target: t.target ?? null,
    chain: t.chain ?? null,
    txHash: t.txHash ?? null,
    // The signed bytes stay in the database: they are the runner's, not the back office's.
    transactions: (t.txs ?? []).map(({ raw: _raw, ...tx }) => ({ ...tx, blockNumber: tx.blockNumber ?? null })),
    error: t.error ?? null,
    attempts: t.attempts,
    createdBy: t.createdBy,
    createdAt: t.createdAt,
    startedAt: t.startedAt ?? null,
    finishedAt: t.finishedAt ?? null,
    updatedAt: t.updatedAt,
  };
}

function where(f: AdminTaskFilterInput): Record<string, unknown> {
  dateRange(f.from, f.to);
  const q: Record<string, unknown> = {};
  const kind = f.kind?.trim();
  if (kind) {
    if (!/^[a-zA-Z.]{1,32}$/.test(kind)) throw fieldError("kind", "A kind is letters and dots, e.g. contract.pause");
    q.kind = kind.endsWith(".") ? { $like: `${kind}%` } : kind;
  }
  if (f.state) q.state = f.state;
  if (f.target?.trim()) q.target = f.target.trim();
  if (f.createdBy?.trim()) q.createdBy = walletAddress(f.createdBy, "createdBy");
  if (f.from || f.to) q.createdAt = { ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lt: f.to } : {}) };
  return q;
}

function afterCursor(after: string): Record<string, unknown> {
  const { at, id } = timeCursor(after);
  if (!isUuid(id)) throw fieldError("after", "after is not a valid cursor");
  return { $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }] };
}

/** Back-office tasks as the Tools, Transfer, Game config and Game result screens list them. */
export class AdminTasksService {
  async list(em: EntityManager, filter: AdminTaskFilterInput, first: number, after?: string | null): Promise<AdminTaskConnectionType> {
    const size = pageSize(first);
    const q = after ? { $and: [where(filter), afterCursor(after)] } : where(filter);
    const rows = await em.find(AdminTask, q as FilterQuery<AdminTask>, { orderBy: { createdAt: "desc", id: "desc" }, limit: size + 1 });
    return pageOf(rows, size, (row) => [row.createdAt, row.id], toTaskType);
  }

  async get(em: EntityManager, id: string): Promise<AdminTaskType> {
    const row = await this.byId(em, id);
    if (!row) throw notFound(`No task ${id}`);
    return row;
  }

  async byId(em: EntityManager, id: string): Promise<AdminTaskType | null> {
    const row = isUuid(id) ? await em.findOne(AdminTask, { id }) : null;
    return row ? toTaskType(row) : null;
  }

  /** Tasks of these targets, newest first (e.g. every refund task of a page of rounds). */
  async ofTargets(em: EntityManager, targets: readonly string[], kind?: string): Promise<Map<string, AdminTaskType[]>> {
    const out = new Map(targets.map((t) => [t, [] as AdminTaskType[]]));
    if (!targets.length) return out;
    const rows = await em.find(AdminTask, { target: { $in: [...targets] }, ...(kind ? { kind } : {}) }, { orderBy: { createdAt: "desc", id: "desc" } });
    for (const row of rows) out.get(row.target!)?.push(toTaskType(row));
    return out;
  }
}
