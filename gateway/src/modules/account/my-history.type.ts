import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { GraphQLJSONObject } from "graphql-scalars";
import { PageInfoType } from "../../graphql/page-info.type.js";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("MyBet", { description: "One of the signed-in player's bets with its round's state and result (My page game history)" })
export class MyBetType {
  @Field(() => ID, { description: "The bet's id: <round key>:<bet index>" }) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => String, { nullable: true, description: "The table's name in the lobby" }) tableName!: string | null;
  @Field(() => String, { nullable: true, description: "The table's Japanese name; null: use tableName" }) tableNameJa!: string | null;
  @Field(() => Int, { description: "1 roulette, 2 baccarat, 3 casino hold'em, 4 sic bo, 5 dragon tiger, 6 money wheel, 7 blackjack" }) gameType!: number;
  @Field(() => Int) roundId!: number;
  @Field(() => String) roundKey!: string;
  @Field(() => String, { description: "The round's state: open, closed, dealt, revealed, settled, refunded or forfeited" }) roundState!: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "What the round dealt (as TableRound.result); null until revealed" }) result!: Record<string, unknown> | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) settledAt!: Date | null;
  @Field(() => Int, { description: "Bet kind id: gameType × 1000 + kind" }) kind!: number;
  @Field(() => [Int]) numbers!: number[];
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => TokenAmountScalar, { description: "Decision tables' escrowed extra stakes; 0 otherwise" }) extraStake!: string;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Paid back (stake included); null until the round pays" }) payout!: string | null;
  @Field(() => Boolean) refunded!: boolean;
  @Field(() => GraphQLISODateTime) placedAt!: Date;
  @Field(() => String) txHash!: string;
}

@ObjectType("MyBetEdge")
export class MyBetEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => MyBetType) node!: MyBetType;
}

@ObjectType("MyBetConnection", { description: "The player's bets, newest first" })
export class MyBetConnectionType {
  @Field(() => [MyBetEdgeType]) edges!: MyBetEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
