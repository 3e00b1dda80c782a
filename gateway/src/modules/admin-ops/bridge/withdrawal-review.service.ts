import { AdminTask, AdminTaskKind, AdminTaskState, BridgeProcess, ProcessType, WithdrawalQueueState, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { conflict, notFound } from "../../../errors.js";
import { adminMutation } from "../../admin/operation-log/record.js";
import { susd } from "../../admin/operation-log/amounts.js";
import { fieldError, requiredText } from "../../admin/validation.js";
import { queueTask } from "../tasks/queue-task.js";
import { toTaskType } from "../tasks/tasks.service.js";
import type { AdminTaskType } from "../tasks/task.type.js";

const ID = /^0x[0-9a-fA-F]{64}$/;
export const REJECT_REASON_MAX = 500;

/**
 * The review queue: staff release a queued USDC withdrawal early or reject it with a reason, before
 * its ETA (after it, the withdrawal is the player's: the contract refuses). Each is a task the
 * operator sends with its REVIEWER_ROLE key, logged with the staff member who asked.
 */
export class WithdrawalReviewService {
  constructor(private readonly now: () => Promise<Date>) {}

  release(ctx: RequestContext, id: string): Promise<AdminTaskType> {
    return this.review(ctx, id, null);
  }

  reject(ctx: RequestContext, id: string, reason: string): Promise<AdminTaskType> {
    return this.review(ctx, id, requiredText(reason, "reason", REJECT_REASON_MAX));
  }

  private review(ctx: RequestContext, rawId: string, reason: string | null): Promise<AdminTaskType> {
    if (!ID.test(rawId.trim())) throw fieldError("id", "A withdrawal id is 0x followed by 64 hex digits");
    const id = rawId.trim().toLowerCase();
    return adminMutation(ctx, async (em) => {
      const w = await this.queued(em, id);
      const release = reason === null;
      const params = { withdrawalId: id, player: w.address ?? "", amount: w.amount };
      const what = `${susd(w.amount)} USDC withdrawal of ${w.address}`;
      const task = await queueTask(em, ctx, {
        ...(release
          ? { kind: AdminTaskKind.WITHDRAWAL_RELEASE, params }
          : { kind: AdminTaskKind.WITHDRAWAL_REJECT, params: { ...params, reason } }),
        target: `withdrawal:${id}`,
        summary: release ? `Release ${what}` : `Reject ${what}: ${reason}`,
        log: {
          action: release ? "withdrawal.release" : "withdrawal.reject",
          targetType: "withdrawal",
          targetId: id,
          before: { queueState: w.queueState, releaseAt: w.releaseAt?.toISOString() ?? null },
          after: release ? { queueState: WithdrawalQueueState.RELEASED } : { queueState: WithdrawalQueueState.REJECTED, reason },
          summary: release ? `Released ${what} before its ETA` : `Rejected ${what}: ${reason}`,
        },
      });
      return toTaskType(task);
    });
  }

  /** A type-2 withdrawal still pending before its ETA, with no other review of it under way. */
  private async queued(em: EntityManager, id: string): Promise<BridgeProcess> {
    const w = await em.findOne(BridgeProcess, { id, processType: ProcessType.SWAP_TO_USDC });
    if (!w) throw notFound(`No USDC withdrawal ${id}`);
    if (w.queueState !== WithdrawalQueueState.PENDING) throw conflict(`This withdrawal is already ${w.queueState}`);
    if (w.releaseAt && w.releaseAt <= (await this.now())) throw conflict("This withdrawal is past its ETA: it is the player's to claim");
    const other = await em.findOne(AdminTask, { target: `withdrawal:${id}`, state: { $in: [AdminTaskState.NEW, AdminTaskState.RUNNING] } });
    if (other) throw conflict(`A ${other.kind} task for this withdrawal is already ${other.state === AdminTaskState.NEW ? "queued" : "running"}`);
    return w;
  }
}
