import { AdminTask, AdminTaskState, Channel, notify, type AdminTaskKind, type AdminTaskParams, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { conflict } from "../../../errors.js";
import { checkAccess } from "../../admin/access/check-access.js";
import { recordOperation, type OperationEntry } from "../../admin/operation-log/record.js";

export interface QueueTask<K extends AdminTaskKind> {
  kind: K;
  params: AdminTaskParams[K];
  /** What it acts on: table:<id>, contract:<name>, round:<key>, user:<address>. */
  target: string;
  /** One line for the operation log, e.g. "Pause Staking". */
  summary: string;
  /**
   * The params that make two tasks of one kind and target the same work (a double submit); by
   * default any waiting or running task of that kind and target is.
   */
  sameWork?: Partial<AdminTaskParams[K]>;
  /** The operation-log line when the action is more than queueing (e.g. `round.refund` on the round); `after` gains the task id. */
  log?: OperationEntry;
}

/**
 * Queues on-chain work for the operator's task runner in the caller's `adminMutation`: the task
 * row, its `task.create` operation-log line and the admin_task notice commit together. A second
 * task of the same kind for the same target while one is still waiting or running is a CONFLICT
 * (a double click sends nothing twice); `sameWork` narrows what counts as the same task.
 */
export async function queueTask<K extends AdminTaskKind>(em: EntityManager, ctx: RequestContext, t: QueueTask<K>): Promise<AdminTask> {
  const actor = checkAccess(ctx);
  // Two admins queueing the same work at once: the second waits here and then sees the first's task.
  await em.getConnection().execute("select pg_advisory_xact_lock(hashtext(?))", [`admin_task:${t.kind}:${t.target}`], "all", em.getTransactionContext());
  const [pending] = await em.getConnection().execute<{ state: string }[]>(
    `select state from admin_task where kind = ? and target = ? and state in ('new', 'running') and params @> ?::jsonb limit 1`,
    [t.kind, t.target, JSON.stringify(t.sameWork ?? {})],
    "all",
    em.getTransactionContext(),
  );
  if (pending) throw conflict(`A ${t.kind} task for ${t.target} is already ${pending.state === AdminTaskState.NEW ? "queued" : "running"}`);
  const params = { ...t.params } as Record<string, unknown>;
  const task = em.create(AdminTask, { kind: t.kind, params, target: t.target, createdBy: actor.address });
  const queued = { kind: t.kind, params, target: t.target, state: AdminTaskState.NEW };
  recordOperation(em, ctx, t.log ? { ...t.log, after: { ...t.log.after, taskId: task.id } } : { action: "task.create", targetType: "task", targetId: task.id, before: null, after: queued, summary: t.summary });
  await em.flush();
  await notify(em, Channel.adminTask, { id: task.id, state: AdminTaskState.NEW });
  return task;
}
