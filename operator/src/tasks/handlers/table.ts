import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, sent, tableAddress, type TaskHandler } from "../handler.js";

/** table.setLimits: the table's min and max bet (and settle deadline) through DEFAULT_ADMIN_ROLE. */
export const setLimits: TaskHandler<AdminTaskParams["table.setLimits"]> = {
  async next(ctx) {
    if (sent(ctx, "setLimits")) return null;
    const table = contractAt(ctx, "game", await tableAddress(ctx, ctx.params.tableId), tableAbi);
    const timeout = ctx.params.roundTimeout ?? ((await table.getFunction("roundTimeout")()) as bigint);
    return { step: "setLimits", chain: "game", role: "admin", contract: table, fn: "setLimits", args: [BigInt(ctx.params.minBet), BigInt(ctx.params.maxBet), timeout] };
  },
};

const pauseTable = (fn: "pause" | "unpause"): TaskHandler<AdminTaskParams["table.pause"]> => ({
  async next(ctx) {
    if (sent(ctx, fn)) return null;
    const table = contractAt(ctx, "game", await tableAddress(ctx, ctx.params.tableId), tableAbi);
    return { step: fn, chain: "game", role: "pauser", contract: table, fn, args: [] };
  },
});

export const pauseTableTask = pauseTable("pause");
export const unpauseTableTask = pauseTable("unpause");
