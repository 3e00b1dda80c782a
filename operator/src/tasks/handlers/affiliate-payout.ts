import type { AdminTaskParams } from "@sunrise/db";
import type { TaskHandler } from "../handler.js";
import { transfer } from "./transfer.js";

/** affiliate.payout: the withdrawn commission as asset-chain SUSD from the treasury to the affiliate's main wallet, exactly once. */
export const affiliatePayout: TaskHandler<AdminTaskParams["affiliate.payout"]> = {
  next: (ctx) => transfer.next({ ...ctx, params: { chain: "asset", player: ctx.params.player, to: ctx.params.to, amount: ctx.params.amount } }),
};
