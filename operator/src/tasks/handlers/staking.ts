import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, deployed, sent, TaskFailure, type TaskContext, type TaskHandler } from "../handler.js";
import { addressOf } from "../keys.js";

const staking = (ctx: TaskContext<unknown>) => contractAt(ctx, "asset", deployed(ctx, "Staking").address, stakingAbi);

async function roundInProgress(ctx: TaskContext<unknown>): Promise<boolean> {
  const s = staking(ctx);
  const count = (await s.getFunction("roundCount")()) as bigint;
  if (count === 0n) return false;
  const last = (await s.getFunction("rounds")(count - 1n)) as { endedAt: bigint };
  return last.endedAt === 0n;
}

/** staking.startRound: optionally a new reward cycle, then a new round (OPERATOR_ROLE). */
export const startRound: TaskHandler<AdminTaskParams["staking.startRound"]> = {
  async next(ctx) {
    if (sent(ctx, "startRound")) return null;
    const s = staking(ctx);
    const cycle = ctx.params.rewardCycleSeconds;
    if (cycle !== undefined && !sent(ctx, "updateRewardCycle") && (await s.getFunction("rewardCycle")()) !== BigInt(cycle)) {
      return { step: "updateRewardCycle", chain: "asset", role: "operator", contract: s, fn: "updateRewardCycle", args: [cycle] };
    }
    return { step: "startRound", chain: "asset", role: "operator", contract: s, fn: "startRound", args: [] };
  },
};

/**
 * staking.endRound: ends the round with `totalReward`, first paying in from the operator key
 * whatever part of it the contract does not hold yet (approve, fundRewards).
 */
export const endRound: TaskHandler<AdminTaskParams["staking.endRound"]> = {
  async next(ctx) {
    if (sent(ctx, "endRound")) return null;
    if (!(await roundInProgress(ctx))) throw new TaskFailure("No staking round in progress");
    const s = staking(ctx);
    const total = BigInt(ctx.params.totalReward);
    const missing = total - ((await s.getFunction("unallocatedRewards")()) as bigint);
    if (missing > 0n) {
      const token = contractAt(ctx, "asset", deployed(ctx, "SUSD").address, susdAbi);
      const allowance = (await token.getFunction("allowance")(addressOf(ctx.keys.operator), await s.getAddress())) as bigint;
      if (allowance < missing) return { step: "approve", chain: "asset", role: "operator", contract: token, fn: "approve", args: [await s.getAddress(), missing] };
      return { step: "fundRewards", chain: "asset", role: "operator", contract: s, fn: "fundRewards", args: [missing] };
    }
    return { step: "endRound", chain: "asset", role: "operator", contract: s, fn: "endRound", args: [total] };
  },
};

/**
 * staking.fundRound: pays a round's reward into the contract before the round ends — from the
 * treasury to the operator key when they differ, then approve and fundRewards (OPERATOR_ROLE).
 */
export const fundRound: TaskHandler<AdminTaskParams["staking.fundRound"]> = {
  async next(ctx) {
    if (sent(ctx, "fundRewards")) return null;
    const s = staking(ctx);
    const amount = BigInt(ctx.params.amount);
    const token = contractAt(ctx, "asset", deployed(ctx, "SUSD").address, susdAbi);
    const operator = addressOf(ctx.keys.operator);
    if (addressOf(ctx.keys.treasury) !== operator && !sent(ctx, "treasuryTransfer")) {
      return { step: "treasuryTransfer", chain: "asset", role: "treasury", contract: token, fn: "transfer", args: [operator, amount] };
    }
    const allowance = (await token.getFunction("allowance")(operator, await s.getAddress())) as bigint;
    if (allowance < amount) return { step: "approve", chain: "asset", role: "operator", contract: token, fn: "approve", args: [await s.getAddress(), amount] };
    return { step: "fundRewards", chain: "asset", role: "operator", contract: s, fn: "fundRewards", args: [amount] };
  },
};
