import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";

@Resolver()
export class MaintenanceResolver {
  @RequirePermission(Permission.TOOLS_RUN)
  @Query(() => Boolean, { description: "Tools screen: whether players see the maintenance notice instead of the site" })
  adminMaintenance(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.maintenance.refresh(ctx.em);
  }

  @RequirePermission(Permission.TOOLS_RUN)
  @Mutation(() => Boolean, { description: "Turns the maintenance notice on or off for players (staff keep the site); every gateway answer says so in x-maintenance within seconds" })
  setMaintenance(@Ctx() ctx: Context, @Arg("on", () => Boolean) on: boolean): Promise<boolean> {
    return ctx.services.maintenance.set(ctx, on);
  }
}
