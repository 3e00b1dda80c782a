import { Field, InputType, Int } from "type-graphql";
import { GraphQLISODateTime } from "type-graphql";

@InputType("ChatLogFilter", { description: "Every given filter must hold" })
export class ChatLogFilterInput {
  @Field(() => Int, { nullable: true }) tableId?: number | null;
  @Field(() => String, { nullable: true, description: "The author's wallet address, or part of their name" }) player?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) to?: Date | null;
  @Field(() => String, { nullable: true, description: "Words the typed text contains (any case)" }) words?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Only deleted lines (true), only standing ones (false), or both" }) deleted?: boolean | null;
}
