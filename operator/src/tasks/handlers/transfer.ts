import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, sent, TaskFailure, type TaskHandler } from "../handler.js";

/** transfer: SUSD from the treasury key to the recipient on the chosen chain, exactly once. */
export const transfer: TaskHandler<AdminTaskParams["transfer"]> = {
  async next(ctx) {
    if (sent(ctx, "transfer")) return null;
    const { chain, to, amount } = ctx.params;
    const susd = (chain === "asset" ? ctx.chains.asset : ctx.chains.game).contracts.SUSD;
    if (!susd) throw new TaskFailure(`SUSD is not deployed on the ${chain} chain`);
    return { step: "transfer", chain, role: "treasury", contract: contractAt(ctx, chain, susd, susdAbi), fn: "transfer", args: [to, BigInt(amount)] };
  },
};
