import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("Bonus")
export class BonusType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => TokenAmountScalar) depositAmount!: string;
  @Field(() => TokenAmountScalar) bonusAmount!: string;
  @Field(() => String) depositTx!: string;
  @Field(() => String, { nullable: true }) claimTx!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true }) totalBet!: string | null;
  @Field(() => String, { description: "locked, claimable, swapped or expired" }) status!: string;
  @Field(() => GraphQLISODateTime) depositedAt!: Date;
  @Field(() => GraphQLISODateTime) expiredAt!: Date;
}

@ObjectType("BonusState", { description: "SPEC §3 bonus state of the signed-in player; all zero once the betting state is closed" })
export class BonusStateType {
  @Field(() => ID) id!: string;
  @Field(() => TokenAmountScalar) initialBonusUSD!: string;
  @Field(() => TokenAmountScalar) estimateSwappableAmount!: string;
  @Field(() => TokenAmountScalar) claimableBonus!: string;
  @Field(() => TokenAmountScalar) expiringBonus!: string;
  @Field(() => TokenAmountScalar) totalBet!: string;
  @Field(() => TokenAmountScalar) depositAmount!: string;
  @Field(() => TokenAmountScalar) bonusAmount!: string;
}

@ObjectType("BonusProgram", { description: "How deposit bonuses work: send SUSD to the listener on the asset chain" })
export class BonusProgramType {
  @Field(() => String) bonusManager!: string;
  @Field(() => String, { description: "Where a deposit goes: a plain SUSD transfer to this address on the asset chain" }) listener!: string;
  @Field(() => Int, { description: "Bonus per deposit, in basis points (1000 = 10%)" }) rewardRateBps!: number;
  @Field(() => TokenAmountScalar, { description: "The most one deposit earns" }) rewardMaximum!: string;
  @Field(() => Int, { description: "The bonus is released once the player has wagered this many times it" }) wagerMultiplier!: number;
  @Field(() => Int, { description: "Days after the deposit until an unclaimed bonus expires" }) expiryDays!: number;
  @Field(() => Boolean) paused!: boolean;
}

@ObjectType("BonusSync", { description: "SPEC bonus sync: whether the player's latest deposit on chain is already indexed" })
export class BonusSyncType {
  @Field(() => Boolean) upToDate!: boolean;
  @Field(() => String, { nullable: true }) latestTxId!: string | null;
}
