import { Field, GraphQLISODateTime, InputType } from "type-graphql";
import { AdminTransactionKind, TransactionState } from "./transactions.type.js";

@InputType("AdminTransactionFilter")
export class AdminTransactionFilterInput {
  @Field(() => AdminTransactionKind, { nullable: true }) kind?: AdminTransactionKind | null;
  @Field(() => TransactionState, { nullable: true }) state?: TransactionState | null;
  @Field(() => String, { nullable: true, description: "A player's wallet address: their game wallet's transactions are included" }) player?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "From this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Before this time" }) to?: Date | null;
}
