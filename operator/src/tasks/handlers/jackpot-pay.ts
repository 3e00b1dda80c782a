import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, sent, TaskFailure, type TaskHandler } from "../handler.js";

/** jackpot.pay: one winner's share of a jackpot, SUSD from the treasury to their game wallet on the game chain, exactly once. */
export const jackpotPay: TaskHandler<AdminTaskParams["jackpot.pay"]> = {
  async next(ctx) {
    if (sent(ctx, "transfer")) return null;
    const { to, amount } = ctx.params;
    const susd = ctx.chains.game.contracts.SUSD;
    if (!susd) throw new TaskFailure("SUSD is not deployed on the game chain");
    return { step: "transfer", chain: "game", role: "treasury", contract: contractAt(ctx, "game", susd, susdAbi), fn: "transfer", args: [to, BigInt(amount)] };
  },
};
