import { Arg, Ctx, Info, Query, Resolver } from "type-graphql";
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "../../context.js";
import { StatsInput, StatsRowType } from "./stats.type.js";
import { selectedFields } from "./selected-fields.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";

@Resolver()
export class StatsResolver {
  @RequirePermission(Permission.DASHBOARD_READ)
  @Query(() => [StatsRowType], { description: "Back office dashboard: DAU, MAU, new players, bets, wagered, paid out, revenue and bridge volume by day, week or month, by game, table or area" })
  stats(@Ctx() ctx: Context, @Arg("input", () => StatsInput) input: StatsInput, @Info() info: GraphQLResolveInfo): Promise<StatsRowType[]> {
    const fields = selectedFields(info);
    return ctx.services.stats.table(ctx.em, input, { activePlayers: fields.has("activePlayers"), monthlyActivePlayers: fields.has("monthlyActivePlayers") });
  }
}
