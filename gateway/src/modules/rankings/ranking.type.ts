import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

export enum RankingPeriodName {
  DAILY = "day",
  WEEKLY = "week",
  MONTHLY = "month",
}
registerEnumType(RankingPeriodName, {
  name: "RankingPeriod",
  description: "DAILY: the UTC day; WEEKLY: 7 days from SPEC §9's origin (3 Oct 2022 UTC minus 200 weeks, a Monday); MONTHLY: the UTC calendar month",
});

export enum RankingKindName {
  POPULAR = "popular",
  VOLATILITY = "volatility",
}
registerEnumType(RankingKindName, {
  name: "RankingKind",
  description: "POPULAR: games (and their tables) by distinct players, then bets, then wagered in the period. VOLATILITY: the period's biggest wins by multiplier (payout ÷ stake, 4 decimals), then payout",
});

@ObjectType("PopularTable", { description: "A table's play in the period" })
export class PopularTableType {
  @Field(() => Int, { description: "1 = most players" }) rank!: number;
  @Field(() => Int) tableId!: number;
  @Field(() => String, { nullable: true }) tableName!: string | null;
  @Field(() => String, { nullable: true, description: "The table's Japanese name; null: use tableName" }) tableNameJa!: string | null;
  @Field(() => Int) gameType!: number;
  @Field(() => String, { nullable: true }) gameId!: string | null;
  @Field(() => String, { nullable: true }) gameName!: string | null;
  @Field(() => Int, { description: "Distinct players who bet" }) players!: number;
  @Field(() => Int, { description: "Bets placed (refunded ones left out)" }) bets!: number;
  @Field(() => TokenAmountScalar) wagered!: string;
}

@ObjectType("PopularGame", { description: "A game's play in the period, with its tables ranked the same way" })
export class PopularGameType {
  @Field(() => Int, { description: "1 = most players" }) rank!: number;
  @Field(() => Int, { description: "1 roulette, 2 baccarat, 3 poker, 4 sic bo, 5 dragon tiger, 6 money wheel, 7 blackjack" }) gameType!: number;
  @Field(() => String, { nullable: true }) gameId!: string | null;
  @Field(() => String, { nullable: true }) gameName!: string | null;
  @Field(() => Int) players!: number;
  @Field(() => Int) bets!: number;
  @Field(() => TokenAmountScalar) wagered!: string;
  @Field(() => [PopularTableType]) tables!: PopularTableType[];
}

@ObjectType("BigWin", { description: "One of the period's biggest wins by multiplier" })
export class BigWinType {
  @Field(() => Int) rank!: number;
  @Field(() => String, { description: "The winner's address, shortened (0x1234…abcd)" }) player!: string;
  @Field(() => Int) gameType!: number;
  @Field(() => String, { nullable: true }) gameId!: string | null;
  @Field(() => String, { nullable: true }) gameName!: string | null;
  @Field(() => Int) tableId!: number;
  @Field(() => String, { nullable: true }) tableName!: string | null;
  @Field(() => String, { nullable: true, description: "The table's Japanese name; null: use tableName" }) tableNameJa!: string | null;
  @Field(() => TokenAmountScalar, { description: "Whole stake: the amount placed plus what its decisions added (doubles, splits, calls)" }) amount!: string;
  @Field(() => TokenAmountScalar) payout!: string;
  @Field(() => String, { description: "Payout ÷ stake, 4 decimals (e.g. \"35.0000\")" }) multiplier!: string;
  @Field(() => GraphQLISODateTime) placedAt!: Date;
}

@ObjectType("Ranking", { description: "One period's ranking of one kind: `popular` for POPULAR, `volatility` for VOLATILITY (the other list is empty)" })
export class RankingType {
  @Field(() => ID, { description: "period:kind:start" }) id!: string;
  @Field(() => RankingPeriodName) period!: RankingPeriodName;
  @Field(() => RankingKindName) kind!: RankingKindName;
  @Field(() => GraphQLISODateTime, { description: "The period's first instant (UTC)" }) periodStart!: Date;
  @Field(() => GraphQLISODateTime, { description: "The next period's first instant" }) periodEnd!: Date;
  @Field(() => [PopularGameType]) popular!: PopularGameType[];
  @Field(() => [BigWinType]) volatility!: BigWinType[];
}
