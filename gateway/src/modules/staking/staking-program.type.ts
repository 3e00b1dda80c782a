import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { SignedTokenAmountScalar, TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("StakingPoolView", { description: "A staking pool: its token, weight (share of each round's reward), what it holds and its APR" })
export class StakingPoolViewType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The pool's token (its address is the pool's)" }) address!: string;
  @Field(() => String, { description: "staking or staking/ETH pool" }) stakingType!: string;
  @Field(() => Int) weight!: number;
  @Field(() => Int, { description: "The pool's weight as a share of all pools' weights, basis points (a pool holding no stake takes no share: the others split it)" }) weightBps!: number;
  @Field(() => TokenAmountScalar, { description: "Tokens staked in the pool, as indexed" }) totalStaked!: string;
  @Field(() => String, { nullable: true, description: "Annual rate in basis points from the last ended rounds' rewards over the stakes they paid (null before any)" }) aprBps!: string | null;
}

@ObjectType("StakingRoundFigures", { description: "What a round's reward was computed from: recompute houseNet from the indexed bets of table rounds settled in [from, to)" })
export class StakingRoundFiguresType {
  @Field(() => GraphQLISODateTime) from!: Date;
  @Field(() => GraphQLISODateTime) to!: Date;
  @Field(() => Int) bets!: number;
  @Field(() => TokenAmountScalar) wagered!: string;
  @Field(() => TokenAmountScalar) paidOut!: string;
  @Field(() => SignedTokenAmountScalar, { description: "wagered − paid out; negative when players won" }) houseNet!: string;
  @Field(() => Int) revenueShareBps!: number;
  @Field(() => TokenAmountScalar, { description: "max(0, houseNet) × share" }) reward!: string;
  @Field(() => String, { nullable: true }) fundTaskId!: string | null;
  @Field(() => String, { nullable: true }) fundTaskState!: string | null;
  @Field(() => String, { nullable: true }) endTaskId!: string | null;
  @Field(() => String, { nullable: true }) endTaskState!: string | null;
}

@ObjectType("StakingRoundView")
export class StakingRoundViewType {
  @Field(() => ID) id!: string;
  @Field(() => Int) roundId!: number;
  @Field(() => GraphQLISODateTime) startedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When the schedule ends it (start + round length)" }) endsAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) endedAt!: Date | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "The reward endRound split (RoundEnded)" }) totalReward!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true }) distributed!: string | null;
  @Field(() => StakingRoundFiguresType, { nullable: true, description: "Published before the round ends, with its funding" }) figures!: StakingRoundFiguresType | null;
}

@ObjectType("StakingSchedule")
export class StakingScheduleType {
  @Field(() => Int) roundSeconds!: number;
  @Field(() => Int) revenueShareBps!: number;
  @Field(() => Boolean) paused!: boolean;
}

@ObjectType("StakingProgram", { description: "The /reward page's public figures" })
export class StakingProgramType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) contract!: string | null;
  @Field(() => [StakingPoolViewType]) pools!: StakingPoolViewType[];
  @Field(() => StakingRoundViewType, { nullable: true, description: "The round in progress" }) currentRound!: StakingRoundViewType | null;
  @Field(() => StakingScheduleType, { nullable: true }) schedule!: StakingScheduleType | null;
  @Field(() => SignedTokenAmountScalar, { description: "The current round's house net so far (since its window started)" }) runningHouseNet!: string;
  @Field(() => TokenAmountScalar, { description: "The reward the current round would pay if it ended now" }) estimatedReward!: string;
  @Field(() => Int, { description: "How many ended rounds the APR is computed from" }) aprRounds!: number;
}

@ObjectType("MyStake", { description: "The signed-in player's position in one pool, read from the contract" })
export class MyStakeType {
  @Field(() => ID) id!: string;
  @Field(() => String) pool!: string;
  @Field(() => String) stakingType!: string;
  @Field(() => TokenAmountScalar, { description: "pointsOf: the stake that sets the player's share of the next round" }) points!: string;
  @Field(() => TokenAmountScalar, { description: "Tokens of the pool in the wallet, to stake" }) walletBalance!: string;
  @Field(() => TokenAmountScalar, { description: "pendingReward: rewards of ended rounds, claimable now" }) claimable!: string;
  @Field(() => TokenAmountScalar, { description: "The player's share of the current round's estimated reward (paid when it ends)" }) pending!: string;
}

@ObjectType("MyStaking")
export class MyStakingType {
  @Field(() => ID) id!: string;
  @Field(() => [MyStakeType]) stakes!: MyStakeType[];
  @Field(() => TokenAmountScalar) totalClaimable!: string;
  @Field(() => TokenAmountScalar) totalPending!: string;
}
