import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { unauthenticated } from "../../errors.js";
import { LimitRuleName, ResponsibleGamingType } from "./responsible-gaming.type.js";

/** The signed-in player's own rules. Changing them is a transaction their game wallet signs on the Cashier, not a mutation here. */
@Resolver()
export class ResponsibleGamingResolver {
  @Authorized()
  @Query(() => ResponsibleGamingType, { description: "The signed-in player's limits, usage, breaks and history; the figures are read from the Cashier" })
  responsibleGaming(@Ctx() ctx: Context): Promise<ResponsibleGamingType> {
    return ctx.services.responsibleGaming.forViewer(ctx.em, ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Tells the back office the Cashier refused the signed-in player a stake at one of their limits (a refused stake leaves no event on chain); counted once per player, rule and UTC day in responsibleGamingReport",
  })
  async reportStakeRefusal(@Ctx() ctx: Context, @Arg("rule", () => LimitRuleName) rule: LimitRuleName): Promise<boolean> {
    await ctx.services.responsibleGaming.recordRefusal(ctx.em, ctx.viewer!.address, rule);
    return true;
  }

  /** Pushed when the player's wallets move (every bet and payout) or a cashier event for their account is indexed. */
  @Authorized()
  @Subscription(() => ResponsibleGamingType, {
    subscribe: ({ context }: { context: Context }) => {
      if (!context.viewer) throw unauthenticated();
      return context.services.liveResponsibleGaming.watch(context.viewer);
    },
  })
  responsibleGamingChanged(@Root() state: ResponsibleGamingType): ResponsibleGamingType {
    return state;
  }
}
