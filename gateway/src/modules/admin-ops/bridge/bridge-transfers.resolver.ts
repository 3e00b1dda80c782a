import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
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

  @RequirePermission(Permission.BRIDGE_READ)
  @Query(() => AdminBridgeTransferType)
  adminBridgeTransfer(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The withdrawal id" }) id: string): Promise<AdminBridgeTransferType> {
    return ctx.services.adminOps.bridgeTransfers.get(ctx.em, id);
  }
}
