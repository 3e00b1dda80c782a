import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, sent, TaskFailure, type TaskContext, type TaskHandler } from "../handler.js";

/** UsdcVault.Status: 1 Pending, 2 Released, 3 Rejected, 4 Claimed. */
const STATUS_NAMES = ["unknown", "pending", "released", "rejected", "claimed"];

async function pendingWithdrawal(ctx: TaskContext<{ withdrawalId: string }>) {
  const address = ctx.chains.asset.contracts.UsdcVault;
  if (!address) throw new TaskFailure("The USDC vault is not deployed");
  const vault = contractAt(ctx, "asset", address, vaultAbi);
  const w = (await vault.getFunction("withdrawalOf")(ctx.params.withdrawalId)) as { status: bigint; releaseAt: bigint };
  const status = Number(w.status);
  if (status !== 1) throw new TaskFailure(`The withdrawal is ${STATUS_NAMES[status] ?? "unknown"}, not pending`);
  const block = await ctx.chains.asset.provider.getBlock("latest");
  if (block && BigInt(block.timestamp) >= w.releaseAt) throw new TaskFailure("The withdrawal is past its ETA: it is the player's to claim");
  return vault;
}

/** withdrawal.release: staff release a queued USDC withdrawal before its ETA (REVIEWER_ROLE, the operator key). */
export const releaseWithdrawal: TaskHandler<AdminTaskParams["withdrawal.release"]> = {
  async next(ctx) {
    if (sent(ctx, "release")) return null;
    const vault = await pendingWithdrawal(ctx);
    return { step: "release", chain: "asset", role: "operator", contract: vault, fn: "release", args: [ctx.params.withdrawalId] };
  },
};

/** withdrawal.reject: staff reject a queued USDC withdrawal with a reason; the vault mints the SUSD back. */
export const rejectWithdrawal: TaskHandler<AdminTaskParams["withdrawal.reject"]> = {
  async next(ctx) {
    if (sent(ctx, "reject")) return null;
    const vault = await pendingWithdrawal(ctx);
    return { step: "reject", chain: "asset", role: "operator", contract: vault, fn: "reject", args: [ctx.params.withdrawalId, ctx.params.reason] };
  },
};
