import { Field, GraphQLISODateTime, InputType, Int } from "type-graphql";

@InputType("AdminRoundFilter")
export class AdminRoundFilterInput {
  @Field(() => Int, { nullable: true }) tableId?: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Opened from this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Opened before this time" }) to?: Date | null;
  @Field(() => [String], { nullable: true, description: "Round IDs (numbers, with tableId to name one table) or round keys (<table contract>:<round id>), at most 100" }) roundKeys?: string[] | null;
  @Field(() => String, { nullable: true, description: "open, closed, revealed, settled, refunded or forfeited" }) state?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Only rounds someone bet on (true) or only empty ones (false); both when absent" }) withBets?: boolean | null;
}
