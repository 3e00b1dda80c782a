import { Authorized, Ctx, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { unauthenticated } from "../../errors.js";
import { BalancesType } from "./balances.type.js";

@Resolver()
export class BalancesResolver {
  @Authorized()
  @Query(() => BalancesType)
  balances(@Ctx() ctx: Context): Promise<BalancesType> {
    return ctx.services.balances.forViewer(ctx.em, ctx.viewer!);
  }

  /** The signed-in player's balances, pushed when an indexed batch changes one of its wallets. */
  @Authorized()
  @Subscription(() => BalancesType, {
    subscribe: ({ context }: { context: Context }) => {
      if (!context.viewer) throw unauthenticated();
      return context.services.liveBalances.watch(context.viewer);
    },
  })
  balanceChanged(@Root() balances: BalancesType): BalancesType {
    return balances;
  }
}
