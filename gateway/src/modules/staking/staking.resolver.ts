import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic, viewerTopicId } from "../../graphql/topics.js";
import { StakingClaimPageType, StakingClaimType, StakingPoolType, StakingRoundType } from "./staking.type.js";

@Resolver()
export class StakingResolver {
  @Query(() => StakingClaimPageType)
  claimHistory(
    @Ctx() ctx: Context,
    @Arg("account", () => String, { nullable: true }) account: string | null,
    @Arg("contract", () => String, { nullable: true }) contract: string | null,
    @Arg("page", () => Int, { defaultValue: 1 }) page: number,
    @Arg("pageSize", () => Int, { defaultValue: 10 }) pageSize: number,
  ): Promise<StakingClaimPageType> {
    return ctx.services.staking.claimHistory(ctx.em, { account, contract, page, pageSize });
  }

  @Query(() => [StakingRoundType])
  stakingRounds(@Ctx() ctx: Context, @Arg("limit", () => Int, { defaultValue: 20 }) limit: number): Promise<StakingRoundType[]> {
    return ctx.services.staking.rounds(ctx.em, Math.min(Math.max(limit, 1), 100));
  }

  @Query(() => [StakingPoolType])
  stakingPools(@Ctx() ctx: Context): Promise<StakingPoolType[]> {
    return ctx.services.staking.pools(ctx.em);
  }

  /** The signed-in player's new staking claims, as soon as they are indexed. */
  @Authorized()
  @Subscription(() => StakingClaimType, {
    topics: Topic.stakingClaim,
    topicId: viewerTopicId,
  })
  claimUpdated(@Root() claim: StakingClaimType): StakingClaimType {
    return claim;
  }
}
