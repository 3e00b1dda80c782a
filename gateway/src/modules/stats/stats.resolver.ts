import { Arg, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { StatsInput, StatsRowType } from "./stats.type.js";

@Resolver()
export class StatsResolver {
  @Authorized("STAFF")
  @Query(() => [StatsRowType], { description: "Back office analytics: DAU (granularity day), MAU (month), wagered, paid out and revenue, by game or table" })
  stats(@Ctx() ctx: Context, @Arg("input", () => StatsInput) input: StatsInput): Promise<StatsRowType[]> {
    return ctx.services.stats.table(ctx.em, input);
  }
}
