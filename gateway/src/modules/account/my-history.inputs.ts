import { Field, GraphQLISODateTime, InputType, Int } from "type-graphql";
import { AdminTransactionKind } from "../admin-ops/transactions/transactions.type.js";

@InputType("MyBetFilter")
export class MyBetFilterInput {
  @Field(() => Int, { nullable: true, description: "Only this game type" }) gameType?: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Placed from this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Placed before this time" }) to?: Date | null;
}

@InputType("MyTransactionFilter")
export class MyTransactionFilterInput {
  @Field(() => AdminTransactionKind, { nullable: true }) kind?: AdminTransactionKind | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "From this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Before this time" }) to?: Date | null;
}
