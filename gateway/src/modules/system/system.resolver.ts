import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { SystemStatusType } from "./system.type.js";

@Resolver()
export class SystemResolver {
  @RequirePermission(Permission.SYSTEM_READ)
  @Query(() => SystemStatusType, { description: "The system page: each chain's head and indexer lag, the dealer's tables, validators' last votes, the task and bridge queues, gateway replicas" })
  systemStatus(@Ctx() ctx: Context): Promise<SystemStatusType> {
    return ctx.services.system.status(ctx.em);
  }
}
