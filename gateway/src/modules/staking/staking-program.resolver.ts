import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic } from "../../graphql/topics.js";
import { MyStakingType, StakingProgramType, StakingRoundViewType } from "./staking-program.type.js";

@Resolver()
export class StakingProgramResolver {
  @Query(() => StakingProgramType, { description: "Pools with weights, holdings and APR; the round in progress and its running figures" })
  stakingProgram(@Ctx() ctx: Context): Promise<StakingProgramType> {
    return ctx.services.stakingProgram.program(ctx.em);
  }

  @Query(() => [StakingRoundViewType], { description: "Rounds, newest first, with the figures their rewards were computed from" })
  stakingRoundHistory(@Ctx() ctx: Context, @Arg("limit", () => Int, { defaultValue: 20 }) limit: number): Promise<StakingRoundViewType[]> {
    return ctx.services.stakingProgram.rounds(ctx.em, Math.min(Math.max(limit, 1), 100));
  }

  @Authorized()
  @Query(() => MyStakingType, { description: "The signed-in player's points, claimable and pending rewards per pool (contract views)" })
  myStaking(@Ctx() ctx: Context): Promise<MyStakingType> {
    return ctx.services.stakingProgram.mine(ctx.em, ctx.viewer!.address);
  }

  /** A round started, was funded (its figures published) or ended. */
  @Subscription(() => StakingRoundViewType, { topics: Topic.stakingRound })
  stakingRoundUpdated(@Root() round: StakingRoundViewType): StakingRoundViewType {
    return round;
  }
}
