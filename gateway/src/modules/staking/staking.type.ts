import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("StakingClaim", { description: "SPEC §3 staking claim history row (TokenClaimed)" })
export class StakingClaimType {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime) timestamp!: Date;
  @Field(() => String) transactionHash!: string;
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => String, { description: "staking or staking/ETH pool" }) stakingType!: string;
  @Field(() => String) user!: string;
}

@ObjectType("StakingClaimPage")
export class StakingClaimPageType {
  @Field(() => [StakingClaimType]) items!: StakingClaimType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType("StakingRound")
export class StakingRoundType {
  @Field(() => ID) id!: string;
  @Field(() => Int) blockStartedAt!: number;
  @Field(() => GraphQLISODateTime) startedAt!: Date;
  @Field(() => Int, { nullable: true }) blockEndedAt!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) endedAt!: Date | null;
  @Field(() => TokenAmountScalar, { nullable: true }) totalReward!: string | null;
}

@ObjectType("StakingPool")
export class StakingPoolType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => Int) weight!: number;
  @Field(() => String) stakingType!: string;
}
