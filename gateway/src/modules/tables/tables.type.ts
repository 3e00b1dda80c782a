import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { GraphQLJSONObject } from "graphql-scalars";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("TableBet")
export class TableBetType {
  @Field(() => ID) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => String) roundKey!: string;
  @Field(() => Int) betIndex!: number;
  @Field(() => String) player!: string;
  @Field(() => Int, { description: "Bet kind id: gameType × 1000 + kind (games engine)" }) kind!: number;
  @Field(() => [Int]) numbers!: number[];
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => TokenAmountScalar, { nullable: true }) payout!: string | null;
  @Field(() => Boolean) refunded!: boolean;
  @Field(() => GraphQLISODateTime) placedAt!: Date;
}

@ObjectType("TableRound", { description: "A table round with everything needed to verify it" })
export class TableRoundType {
  @Field(() => ID) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => Int, { description: "1 roulette, 2 baccarat, 3 casino hold'em, 4 sic bo, 5 dragon tiger, 6 money wheel, 7 blackjack" }) gameType!: number;
  @Field(() => Int) roundId!: number;
  @Field(() => String) table!: string;
  @Field(() => String, { description: "open, closed, settled or refunded" }) state!: string;
  @Field(() => String) commitment!: string;
  @Field(() => String, { nullable: true }) clientSeed!: string | null;
  @Field(() => String, { nullable: true }) serverSeed!: string | null;
  @Field(() => GraphQLISODateTime) openedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) closedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) settledAt!: Date | null;
  @Field(() => TokenAmountScalar, { nullable: true }) totalStaked!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true }) totalPaid!: string | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: "What the round dealt, re-derived from its seeds by the games engine (`dealTableRound`): e.g. roulette { game, number, color }, baccarat { game, player, banker, playerTotal, bankerTotal, winner }; cards are codes 0–51 (suit × 13 + rank − 1; games README). Null until settled, and for blackjack, whose play depends on the table's decisions",
  })
  result!: Record<string, unknown> | null;
  @Field(() => [TableBetType]) bets!: TableBetType[];
}

@ObjectType("LiveTable", { description: "A table the dealer runs: its current round and its latest results" })
export class LiveTableType {
  @Field(() => Int) tableId!: number;
  @Field(() => Int) gameType!: number;
  @Field(() => String) table!: string;
  @Field(() => TableRoundType, { description: "The latest round (open, closed, settled or refunded)" }) round!: TableRoundType;
  @Field(() => [GraphQLJSONObject], { description: "Results of the latest settled rounds, newest first (at most 12)" }) recentResults!: Record<string, unknown>[];
}
