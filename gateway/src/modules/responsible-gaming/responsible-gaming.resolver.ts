import { Authorized, Ctx, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { unauthenticated } from "../../errors.js";
import { ResponsibleGamingType } from "./responsible-gaming.type.js";

/** The signed-in player's own rules. Changing them is a transaction their game wallet signs on the Cashier: no mutation here. */
@Resolver()
export class ResponsibleGamingResolver {
  @Authorized()
  @Query(() => ResponsibleGamingType, { description: "The signed-in player's limits, usage, breaks and history; the figures are read from the Cashier" })
  responsibleGaming(@Ctx() ctx: Context): Promise<ResponsibleGamingType> {
    return ctx.services.responsibleGaming.forViewer(ctx.em, ctx.viewer!);
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
