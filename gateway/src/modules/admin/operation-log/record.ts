import { OperationLog, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { checkAccess } from "../access/check-access.js";
import type { OperationTargetType } from "./target-types.js";

export type Snapshot = Record<string, unknown>;

export interface OperationEntry {
  /** Dotted verb, e.g. `game.update`, `member.ban`. */
  action: string;
  /** One of OPERATION_TARGET_TYPES (the back office's filter lists them). */
  targetType: OperationTargetType;
  targetId: string | number;
  /** The target before the change; null when the change creates it. */
  before: Snapshot | null;
  /** The target after the change; null when the change deletes it. */
  after: Snapshot | null;
  /** One line for lists; `<action> <targetType> <targetId>` when absent. */
  summary?: string;
}

/** Log lines recorded per transaction (its forked entity manager). */
const recorded = new WeakMap<EntityManager, number>();
/** Transactions whose callback found nothing to change. */
const unchangedTransactions = new WeakSet<EntityManager>();

/** Says the admin change turned out to change nothing (every value already as asked): no log line is needed, and none may be written. */
export function nothingChanged(em: EntityManager): void {
  unchangedTransactions.add(em);
}

function hasPendingChanges(em: EntityManager): boolean {
  const uow = em.getUnitOfWork();
  uow.computeChangeSets();
  return uow.getChangeSets().length > 0;
}

/** JSON as Postgres stores it (dates as ISO text, no undefined), so before/after compare as they will be read back. */
const asJson = (s: Snapshot | null): Snapshot | null => (s === null ? null : (JSON.parse(JSON.stringify(s)) as Snapshot));

/**
 * Writes one operation-log line in `em`'s transaction: who (address, staff type and IP of the
 * request), what, the target, before and after. Call it inside `adminMutation`.
 */
export function recordOperation(em: EntityManager, ctx: RequestContext, entry: OperationEntry): OperationLog {
  const actor = checkAccess(ctx);
  const targetId = String(entry.targetId);
  const line = em.create(OperationLog, {
    actorAddress: actor.address,
    actorType: actor.type,
    actorIp: ctx.ip.slice(0, 45),
    action: entry.action,
    targetType: entry.targetType,
    targetId,
    before: asJson(entry.before),
    after: asJson(entry.after),
    summary: entry.summary ?? `${entry.action} ${entry.targetType} ${targetId}`,
  });
  recorded.set(em, (recorded.get(em) ?? 0) + 1);
  return line;
}

/** Thrown when an admin change tried to commit without its log line: the change is rolled back. */
export class UnloggedChangeError extends Error {
  constructor() {
    super("An admin change must record its operation-log line in the same transaction");
  }
}

/**
 * Runs one admin change in a transaction that must also hold its operation-log line(s): if `fn`
 * fails nothing is written, and if it recorded no line the change is rolled back (unless `fn` said
 * `nothingChanged` and indeed left nothing to write).
 */
export async function adminMutation<T>(ctx: RequestContext, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  return ctx.em.transactional(async (em) => {
    const result = await fn(em);
    if (!recorded.get(em) && !(unchangedTransactions.has(em) && !hasPendingChanges(em))) throw new UnloggedChangeError();
    await em.flush();
    return result;
  });
}
