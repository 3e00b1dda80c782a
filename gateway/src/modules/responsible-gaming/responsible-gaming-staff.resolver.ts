import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { MemberType } from "../admin/membership/member.type.js";
import { AdminTaskType } from "../admin-ops/tasks/task.type.js";
import { ResponsibleGamingType, ResponsibleGamingWeekType } from "./responsible-gaming.type.js";

/**
 * The back office's view of players' responsible-gaming rules. Staff can put on a time-out and ban;
 * no staff field loosens a limit or shortens a break (the Cashier allows neither).
 */
@Resolver(() => MemberType)
export class ResponsibleGamingStaffResolver {
  @RequirePermission(Permission.MEMBERS_READ)
  @FieldResolver(() => ResponsibleGamingType, { nullable: true, description: "Limits, usage, pending changes, breaks and their history, read from the Cashier for the game wallet; null without one" })
  responsibleGaming(@Root() member: MemberType, @Ctx() ctx: Context): Promise<ResponsibleGamingType | null> {
    return member.suncAddress ? ctx.services.responsibleGaming.forWallet(ctx.em, member.suncAddress) : Promise.resolve(null);
  }

  @RequirePermission(Permission.PROTECTION_WRITE)
  @Mutation(() => AdminTaskType, { description: "Queues a staff time-out on the Cashier for the player's game wallet (period 1–4: 24 hours, 7 days, 30 days, 6 weeks); it can only lengthen a running break" })
  staffTimeOut(
    @Ctx() ctx: Context,
    @Arg("address", () => String, { description: "The player's main wallet" }) address: string,
    @Arg("period", () => Int) period: number,
    @Arg("reason", () => String) reason: string,
  ): Promise<AdminTaskType> {
    return ctx.services.staffProtection.timeOut(ctx, address, period, reason);
  }

  @RequirePermission(Permission.MEMBERS_READ)
  @Query(() => [ResponsibleGamingWeekType], {
    description:
      "Per ISO week (Monday, UTC), newest first: players who started time-outs and self-exclusions, and players who had a stake refused at one of their limits as the site saw it (a refused stake leaves no event on chain)",
  })
  responsibleGamingReport(@Ctx() ctx: Context, @Arg("weeks", () => Int, { defaultValue: 12 }) weeks: number): Promise<ResponsibleGamingWeekType[]> {
    return ctx.services.responsibleGaming.report(ctx.em, Math.min(Math.max(weeks, 1), 104));
  }
}
