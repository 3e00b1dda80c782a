import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { BalancesType } from "./balances.type.js";

@Resolver()
export class BalancesResolver {
  @Authorized()
  @Query(() => BalancesType)
  balances(@Ctx() ctx: Context): Promise<BalancesType> {
    return ctx.services.balances.forViewer(ctx.em, ctx.viewer!);
  }
}
