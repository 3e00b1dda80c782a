import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../../admin/access/require-permission.js";
import { Permission } from "../../admin/permissions.js";
import { AdminTaskType } from "../tasks/task.type.js";
import { AdminChainStateType } from "./chain-state.type.js";
import { CreateTransferInput, RunToolInput } from "./tools.inputs.js";

@Resolver()
export class AdminToolsResolver {
  @RequirePermission(Permission.TOOLS_RUN)
  @Query(() => AdminChainStateType, { description: "Tools screen: each pausable contract's state, the staking round and the bonus settings, read from chain" })
  adminContracts(@Ctx() ctx: Context): Promise<AdminChainStateType> {
    return ctx.services.adminOps.chainState.read(ctx.em);
  }

  @RequirePermission(Permission.TOOLS_RUN)
  @Mutation(() => AdminTaskType, { description: "Queues a tool's on-chain work (pause, unpause, staking round start or end, bonus settings) as a task" })
  runTool(@Ctx() ctx: Context, @Arg("input", () => RunToolInput) input: RunToolInput): Promise<AdminTaskType> {
    return ctx.services.adminOps.tools.runTool(ctx, input);
  }

  @RequirePermission(Permission.TRANSFER_RUN)
  @Mutation(() => AdminTaskType, { description: "Queues a transfer of SUSD from the treasury to a player on the asset or game chain" })
  createTransfer(@Ctx() ctx: Context, @Arg("input", () => CreateTransferInput) input: CreateTransferInput): Promise<AdminTaskType> {
    return ctx.services.adminOps.tools.createTransfer(ctx, input);
  }
}
