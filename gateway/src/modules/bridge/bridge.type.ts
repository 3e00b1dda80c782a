import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("BridgeProcess")
export class BridgeProcessType {
  @Field(() => ID) id!: string;
  @Field(() => String) withdrawalId!: string;
  @Field(() => String, { description: "Wallet (ETH) address of the player" }) address!: string;
  @Field(() => Int, { description: "90 swap to asset chain, 91 swap to game chain" }) processType!: number;
  @Field(() => Int, { description: "0 waiting, 1 claim, 2 done" }) status!: number;
  @Field(() => Int, { description: "1 withdrawn on the source chain, 2 validators voting, 3 minted" }) step!: number;
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => String) fromAddress!: string;
  @Field(() => String) toAddress!: string;
  @Field(() => Int) sourceChainId!: number;
  @Field(() => Int) targetChainId!: number;
  @Field(() => String) withdrawTxHash!: string;
  @Field(() => String, { nullable: true }) mintTxHash!: string | null;
  @Field(() => Int) votes!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType("BridgeProcessFilter")
export class BridgeProcessFilter {
  @Field(() => Int, { nullable: true }) status?: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) createdFrom?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) createdTo?: Date | null;
}
