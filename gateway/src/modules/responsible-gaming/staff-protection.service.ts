import { AdminTaskKind, User, type AdminTask, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { conflict, notFound } from "../../errors.js";
import { adminMutation, type OperationEntry } from "../admin/operation-log/record.js";
import { fieldError, requiredText, walletAddress } from "../admin/validation.js";
import { queueTask } from "../admin-ops/tasks/queue-task.js";
import { toTaskType } from "../admin-ops/tasks/tasks.service.js";
import type { AdminTaskType } from "../admin-ops/tasks/task.type.js";

const TIME_OUTS: Record<number, string> = { 1: "24 hours", 2: "7 days", 3: "30 days", 4: "6 weeks" };

/**
 * Queues the Cashier's copy of a back-office ban (or its lift) for the player's game wallet, in the
 * caller's admin transaction; `log` is the ban's own operation-log line, which gains the task id.
 */
export function queueChainBan(em: EntityManager, ctx: RequestContext, user: Pick<User, "address" | "suncAddress">, banned: boolean, log: OperationEntry): Promise<AdminTask> {
  return queueTask(em, ctx, {
    kind: AdminTaskKind.PLAYER_SET_BANNED,
    params: { player: user.address, wallet: user.suncAddress!.toLowerCase(), banned },
    target: `user:${user.address}`,
    summary: log.summary ?? `${banned ? "Ban" : "Unban"} ${user.address} on chain`,
    sameWork: { banned },
    log,
  });
}

/** Staff actions on a player's responsible-gaming rules: only ones that protect the player. */
export class StaffProtectionService {
  async timeOut(ctx: RequestContext, rawAddress: string, period: number, rawReason: string): Promise<AdminTaskType> {
    const address = walletAddress(rawAddress);
    const label = TIME_OUTS[period];
    if (!label) throw fieldError("period", "Choose a time-out: 1 (24 hours), 2 (7 days), 3 (30 days) or 4 (6 weeks)");
    const reason = requiredText(rawReason, "reason", 500);
    const task = await adminMutation(ctx, async (em) => {
      const user = await em.findOne(User, { address });
      if (!user) throw notFound(`No player ${address}`);
      if (!user.suncAddress) throw conflict("This player has no game wallet yet: there is nothing to time out on chain");
      const wallet = user.suncAddress.toLowerCase();
      return queueTask(em, ctx, {
        kind: AdminTaskKind.PLAYER_TIME_OUT,
        params: { player: address, wallet, period },
        target: `user:${address}`,
        summary: `Time-out of ${label} for ${address}`,
        log: { action: "member.timeOut", targetType: "user", targetId: address, before: null, after: { wallet, period, reason }, summary: `Time-out of ${label} for ${address}: ${reason}` },
      });
    });
    return toTaskType(task);
  }
}
