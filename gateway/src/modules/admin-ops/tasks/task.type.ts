import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { GraphQLJSONObject } from "graphql-scalars";
import { PageInfoType } from "../../../graphql/page-info.type.js";

export enum AdminTaskStateName {
  NEW = "new",
  RUNNING = "running",
  SUCCESS = "success",
  FAILED = "failed",
}
registerEnumType(AdminTaskStateName, { name: "AdminTaskState", description: "SPEC task states: new, running, success, failed" });

@ObjectType("AdminTaskTransaction", { description: "One transaction a task sent, recorded before it was broadcast" })
export class AdminTaskTransactionType {
  @Field(() => String, { description: "What it does, e.g. pause, setLimits, approve, fundRewards, endRound, transfer, payBets" }) step!: string;
  @Field(() => String, { description: "asset or game" }) chain!: string;
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => Int) nonce!: number;
  @Field(() => String) hash!: string;
  @Field(() => String, { description: "sent, mined, reverted, or dropped (its nonce went to another transaction: it can never be mined)" }) state!: string;
  @Field(() => Int, { nullable: true }) blockNumber!: number | null;
}

@ObjectType("AdminTask", { description: "On-chain work the back office queued; the operator's task runner sends it with the key of the role it needs" })
export class AdminTaskType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "table.setLimits, table.pause, table.unpause, contract.pause, contract.unpause, staking.startRound, staking.endRound, bonus.settings, transfer, round.refund, jackpot.pay" }) kind!: string;
  @Field(() => GraphQLJSONObject, { description: "The kind's parameters; token amounts as decimal strings of token units" }) params!: Record<string, unknown>;
  @Field(() => AdminTaskStateName) state!: AdminTaskStateName;
  @Field(() => Int, { description: "SPEC §3 task status: 1 new, 2 running, 3 success, 4 failed" }) status!: number;
  @Field(() => String, { nullable: true, description: "What it acts on: table:<id>, contract:<name>, round:<key>, user:<address>" }) target!: string | null;
  @Field(() => String, { nullable: true, description: "Chain of the latest transaction (asset or game)" }) chain!: string | null;
  @Field(() => String, { nullable: true, description: "The latest transaction's hash" }) txHash!: string | null;
  @Field(() => [AdminTaskTransactionType], { description: "Every transaction sent, oldest first" }) transactions!: AdminTaskTransactionType[];
  @Field(() => String, { nullable: true, description: "Why it failed (the chain's revert reason), or the last temporary error while it retries" }) error!: string | null;
  @Field(() => Int, { description: "Temporary failures (network, timeouts) retried so far" }) attempts!: number;
  @Field(() => String) createdBy!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) startedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) finishedAt!: Date | null;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType("AdminTaskEdge")
export class AdminTaskEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => AdminTaskType) node!: AdminTaskType;
}

@ObjectType("AdminTaskConnection", { description: "Tasks, newest first" })
export class AdminTaskConnectionType {
  @Field(() => [AdminTaskEdgeType]) edges!: AdminTaskEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
