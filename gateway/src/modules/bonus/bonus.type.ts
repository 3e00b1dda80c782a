import { Field, GraphQLISODateTime, ID, ObjectType } from "type-graphql";
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
