import { Ctx, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic } from "../../graphql/topics.js";
import type { ChainHealth } from "./chain-health.js";
import { ChainConfigType, ChainHealthType } from "./chain.type.js";

@Resolver()
export class ChainResolver {
  @Query(() => ChainConfigType)
  chainConfig(@Ctx() ctx: Context): ChainConfigType {
    return ctx.services.chain.config();
  }

  @Query(() => String)
  ip(@Ctx() ctx: Context): string {
    return ctx.ip;
  }

  @Query(() => [ChainHealthType], { description: "Whether each chain's RPC answers: pages say a chain is unreachable instead of waiting on it" })
  chainHealth(@Ctx() ctx: Context): ChainHealthType[] {
    return ctx.services.chainHealth.current();
  }

  /** Both chains' health each time one of them changes. */
  @Subscription(() => [ChainHealthType], { topics: Topic.chainHealth })
  chainHealthChanged(@Root() health: ChainHealth[]): ChainHealthType[] {
    return health;
  }
}
