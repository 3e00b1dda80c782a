import { Field, GraphQLISODateTime, InputType } from "type-graphql";
import { AdminTaskStateName } from "./task.type.js";

@InputType("AdminTaskFilter")
export class AdminTaskFilterInput {
  @Field(() => String, { nullable: true, description: "A kind (contract.pause), or every kind of a family with a trailing dot (staking.)" }) kind?: string | null;
  @Field(() => AdminTaskStateName, { nullable: true }) state?: AdminTaskStateName | null;
  @Field(() => String, { nullable: true, description: "table:<id>, contract:<name>, round:<key>, user:<address>" }) target?: string | null;
  @Field(() => String, { nullable: true, description: "The staff wallet that queued it" }) createdBy?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Queued from this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Queued before this time" }) to?: Date | null;
}
