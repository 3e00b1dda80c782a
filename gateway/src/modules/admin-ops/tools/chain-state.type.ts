import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../../graphql/scalars.js";
import { PausableContractName } from "./tools.inputs.js";

@ObjectType("AdminContract", { description: "A pausable contract of the suite as its chain reports it now" })
export class AdminContractType {
  @Field(() => ID, { description: "The deployment name; GameTable:<tableId> for a table" }) id!: string;
  @Field(() => PausableContractName) contract!: PausableContractName;
  @Field(() => Int, { nullable: true }) tableId!: number | null;
  @Field(() => String, { nullable: true, description: "The table's lobby name" }) tableName!: string | null;
  @Field(() => String, { description: "asset or game" }) chain!: string;
  @Field(() => String) address!: string;
  @Field(() => Boolean) paused!: boolean;
}

@ObjectType("AdminStakingState")
export class AdminStakingStateType {
  @Field(() => Int) rewardCycleSeconds!: number;
  @Field(() => Int) roundCount!: number;
  @Field(() => Boolean) roundInProgress!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When the latest round started" }) roundStartedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When the latest round ended (null while in progress)" }) roundEndedAt!: Date | null;
  @Field(() => TokenAmountScalar, { description: "Reward paid in and not yet given to a round" }) unallocatedRewards!: string;
}

@ObjectType("AdminBonusSettings")
export class AdminBonusSettingsType {
  @Field(() => Int, { description: "Bonus per deposit, basis points" }) rewardRate!: number;
  @Field(() => TokenAmountScalar) rewardMaximum!: string;
  @Field(() => Int) minValidator!: number;
}

@ObjectType("AdminChainState", { description: "What the Tools screen acts on, read from both chains" })
export class AdminChainStateType {
  @Field(() => [AdminContractType]) contracts!: AdminContractType[];
  @Field(() => AdminStakingStateType, { nullable: true }) staking!: AdminStakingStateType | null;
  @Field(() => AdminBonusSettingsType, { nullable: true }) bonus!: AdminBonusSettingsType | null;
}
