import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, deployed, sent, type TaskContext, type TaskHandler } from "../handler.js";

const cashier = (ctx: TaskContext<unknown>) => contractAt(ctx, "game", deployed(ctx, "Cashier").address, cashierAbi);

/** player.timeOut: a staff time-out on the cashier through OPERATOR_ROLE (it can only lengthen a break). */
export const playerTimeOut: TaskHandler<AdminTaskParams["player.timeOut"]> = {
  async next(ctx) {
    if (sent(ctx, "staffTimeOut")) return null;
    return { step: "staffTimeOut", chain: "game", role: "operator", contract: cashier(ctx), fn: "staffTimeOut", args: [ctx.params.wallet, ctx.params.period] };
  },
};

/** player.setBanned: the back-office ban on the cashier through OPERATOR_ROLE; nothing is sent when the chain already agrees. */
export const playerSetBanned: TaskHandler<AdminTaskParams["player.setBanned"]> = {
  async next(ctx) {
    if (sent(ctx, "setBanned")) return null;
    const contract = cashier(ctx);
    const status = (await contract.getFunction("statusOf")(ctx.params.wallet)) as { banned: boolean };
    if (status.banned === ctx.params.banned) return null;
    return { step: "setBanned", chain: "game", role: "operator", contract, fn: "setBanned", args: [ctx.params.wallet, ctx.params.banned] };
  },
};
