import { Field, GraphQLISODateTime, InputType } from "type-graphql";

@InputType("OperationLogFilter")
export class OperationLogFilterInput {
  @Field(() => String, { nullable: true, description: "The actor's wallet address" }) actor?: string | null;
  @Field(() => String, { nullable: true, description: "An action (game.update), or every action of a target type with a trailing dot (game.)" }) action?: string | null;
  @Field(() => String, { nullable: true }) targetType?: string | null;
  @Field(() => String, { nullable: true }) targetId?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "From this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Up to this time (exclusive)" }) to?: Date | null;
}
