import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { SignedTokenAmountScalar, TokenAmountScalar } from "../../graphql/scalars.js";
import { StatsGranularity, StatsGroupBy } from "./stats.enums.js";

registerEnumType(StatsGranularity, { name: "StatsGranularity", description: "Bucket size, in UTC (weeks start on Monday)" });

registerEnumType(StatsGroupBy, { name: "StatsGroupBy", description: "One row per bucket, or per bucket and game, table or area" });

@InputType()
export class StatsInput {
  @Field(() => GraphQLISODateTime, { description: "Inclusive; widened to the start of its bucket" }) from!: Date;
  @Field(() => GraphQLISODateTime, { description: "Exclusive; widened to the end of its bucket" }) to!: Date;
  @Field(() => StatsGranularity, { defaultValue: StatsGranularity.DAY }) granularity!: StatsGranularity;
  @Field(() => StatsGroupBy, { defaultValue: StatsGroupBy.NONE }) groupBy!: StatsGroupBy;
}

@ObjectType("StatsRow", {
  description:
    "The dashboard's figures for one bucket (and game, table or area), from the rollups the indexer keeps: play counted on the day each bet was placed, refunded bets left out of bets, wagered and paid out",
})
export class StatsRowType {
  @Field(() => GraphQLISODateTime, { description: "Start of the bucket (UTC)" }) bucket!: Date;
  @Field(() => Int, { nullable: true, description: "With groupBy game or table: the game type (1 roulette … 7 blackjack)" }) gameType!: number | null;
  @Field(() => Int, { nullable: true, description: "With groupBy table" }) tableId!: number | null;
  @Field(() => String, { nullable: true, description: "With groupBy area; null for tables without an area" }) areaId!: string | null;
  @Field(() => Int, { description: "Distinct players who bet in the bucket (DAU for days); refunded bets count" }) activePlayers!: number;
  @Field(() => Int, { description: "Distinct players who bet in the calendar month the bucket starts in (MAU)" }) monthlyActivePlayers!: number;
  @Field(() => Int, { description: "Players whose first bet ever was in the bucket" }) newPlayers!: number;
  @Field(() => Int) bets!: number;
  @Field(() => TokenAmountScalar) wagered!: string;
  @Field(() => TokenAmountScalar, { description: "Returned to players on the bucket's bets" }) paidOut!: string;
  @Field(() => SignedTokenAmountScalar, { description: "House result: wagered minus paid out (negative when players won; bets not yet settled count as won by the house)" }) revenue!: string;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Bridged from the asset chain to the game chain (transfers started in the bucket); null in grouped rows" }) bridgeIn!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Bridged from the game chain back to the asset chain; null in grouped rows" }) bridgeOut!: string | null;
}
