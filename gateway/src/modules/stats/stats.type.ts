import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { SignedTokenAmountScalar, TokenAmountScalar } from "../../graphql/scalars.js";
import { StatsGranularity, StatsGroupBy } from "./stats.enums.js";

registerEnumType(StatsGranularity, { name: "StatsGranularity", description: "Bucket size, in UTC (weeks start on Monday)" });

registerEnumType(StatsGroupBy, { name: "StatsGroupBy" });

@InputType()
export class StatsInput {
  @Field(() => GraphQLISODateTime, { description: "Inclusive" }) from!: Date;
  @Field(() => GraphQLISODateTime, { description: "Exclusive" }) to!: Date;
  @Field(() => StatsGranularity, { defaultValue: StatsGranularity.DAY }) granularity!: StatsGranularity;
  @Field(() => StatsGroupBy, { defaultValue: StatsGroupBy.NONE }) groupBy!: StatsGroupBy;
}

@ObjectType("StatsRow", { description: "Play on the tables in one bucket (and game or table): bets by the time they were placed, refunded bets left out" })
export class StatsRowType {
  @Field(() => GraphQLISODateTime, { description: "Start of the bucket (UTC)" }) bucket!: Date;
  @Field(() => Int, { nullable: true, description: "With groupBy game" }) gameType!: number | null;
  @Field(() => Int, { nullable: true, description: "With groupBy table" }) tableId!: number | null;
  @Field(() => Int) bets!: number;
  @Field(() => Int, { description: "Distinct game wallets that bet in the bucket: DAU by day, MAU by month" }) activePlayers!: number;
  @Field(() => TokenAmountScalar) wagered!: string;
  @Field(() => TokenAmountScalar, { description: "Total returned to players on settled bets" }) paidOut!: string;
  @Field(() => SignedTokenAmountScalar, { description: "Gross gaming revenue of settled bets: their stakes minus what they returned (negative when players won)" }) revenue!: string;
}
