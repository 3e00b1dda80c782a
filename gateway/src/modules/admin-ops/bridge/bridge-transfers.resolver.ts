import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { AdminTaskType } from "../tasks/task.type.js";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../../admin/access/require-permission.js";
import { Permission } from "../../admin/permissions.js";
import { AdminBridgeTransferFilterInput } from "./bridge-transfers.inputs.js";
import { AdminBridgeTransferConnectionType, AdminBridgeTransferType } from "./bridge-transfers.type.js";

@Resolver()
export class AdminBridgeTransfersResolver {
  @RequirePermission(Permission.BRIDGE_READ)
  @Query(() => AdminBridgeTransferConnectionType, { description: "Bridge history: every player's transfers, newest first, filtered by player, direction, status, transaction and dates" })
  adminBridgeTransfers(
    @Ctx() ctx: Context,
    @Arg("filter", () => AdminBridgeTransferFilterInput, { nullable: true }) filter: AdminBridgeTransferFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AdminBridgeTransferConnectionType> {
    return ctx.services.adminOps.bridgeTransfers.list(ctx.em, filter ?? {}, first, after);
  }

  @RequirePermission(Permission.BRIDGE_REVIEW)
  @Mutation(() => AdminTaskType, { description: "Review queue: release a queued USDC withdrawal (type 2) before its ETA; the operator sends UsdcVault.release as a task. Logged." })
  adminReleaseWithdrawal(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The withdrawal id" }) id: string): Promise<AdminTaskType> {
    return ctx.services.adminOps.withdrawalReview.release(ctx, id);
  }

  @RequirePermission(Permission.BRIDGE_REVIEW)
  @Mutation(() => AdminTaskType, { description: "Review queue: reject a queued USDC withdrawal before its ETA with a reason (1–500 characters); the vault mints the SUSD back to the player. Logged." })
  adminRejectWithdrawal(
    @Ctx() ctx: Context,
    @Arg("id", () => ID, { description: "The withdrawal id" }) id: string,
    @Arg("reason", () => String) reason: string,
  ): Promise<AdminTaskType> {
    return ctx.services.adminOps.withdrawalReview.reject(ctx, id, reason);
  }

  @RequirePermission(Permission.BRIDGE_READ)
  @Query(() => AdminBridgeTransferType)
  adminBridgeTransfer(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The withdrawal id" }) id: string): Promise<AdminBridgeTransferType> {
    return ctx.services.adminOps.bridgeTransfers.get(ctx.em, id);
  }
}
