import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, deployed, sent, type TaskHandler } from "../handler.js";

/**
 * bonus.settings: each setting given, once: reward rate and maximum through OPERATOR_ROLE, the
 * minimum validator count through DEFAULT_ADMIN_ROLE.
 */
export const bonusSettings: TaskHandler<AdminTaskParams["bonus.settings"]> = {
  async next(ctx) {
    const bonus = contractAt(ctx, "asset", deployed(ctx, "BonusManager").address, bonusAbi);
    const { rewardRate, rewardMaximum, minValidator } = ctx.params;
    if (rewardRate !== undefined && !sent(ctx, "setRewardRate")) return { step: "setRewardRate", chain: "asset", role: "operator", contract: bonus, fn: "setRewardRate", args: [rewardRate] };
    if (rewardMaximum !== undefined && !sent(ctx, "setRewardMaximum")) return { step: "setRewardMaximum", chain: "asset", role: "operator", contract: bonus, fn: "setRewardMaximum", args: [BigInt(rewardMaximum)] };
    if (minValidator !== undefined && !sent(ctx, "setMinValidator")) return { step: "setMinValidator", chain: "asset", role: "admin", contract: bonus, fn: "setMinValidator", args: [minValidator] };
    return null;
  },
};
