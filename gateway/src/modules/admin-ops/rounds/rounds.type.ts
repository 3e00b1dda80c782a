import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { PageInfoType } from "../../../graphql/page-info.type.js";
import { TableRoundType } from "../../tables/tables.type.js";
import { AdminTaskType } from "../tasks/task.type.js";

@ObjectType("AdminRound", { description: "A table round as the back office sees it: the public round (seeds, result, bets and payouts) with its table, counts and refund state" })
export class AdminRoundType {
  @Field(() => ID, { description: "The round key: <table contract>:<round id>" }) id!: string;
  @Field(() => TableRoundType) round!: TableRoundType;
  @Field(() => String, { nullable: true, description: "The table's lobby name" }) tableName!: string | null;
  @Field(() => Int) betCount!: number;
  @Field(() => Int) playerCount!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When anyone may refund or forfeit it if it is still open or closed: betting's end plus the table's round timeout" }) refundableFrom!: Date | null;
  @Field(() => Boolean, { description: "Stuck: open, closed or (casino hold'em and blackjack) dealt with its deadline passed — betting's end plus the table's timeout, or a decision round's settleBy; a closed round may become refundable earlier, once its client seed leaves the blockhash window" }) canRefund!: boolean;
  @Field(() => [AdminTaskType], { description: "round.refund tasks queued for it, newest first" }) refundTasks!: AdminTaskType[];
}

@ObjectType("AdminRoundEdge")
export class AdminRoundEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => AdminRoundType) node!: AdminRoundType;
}

@ObjectType("AdminRoundConnection", { description: "Rounds, newest first" })
export class AdminRoundConnectionType {
  @Field(() => [AdminRoundEdgeType]) edges!: AdminRoundEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
