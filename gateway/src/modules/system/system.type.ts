import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";

@ObjectType("SystemChain", { description: "A chain's head and its indexer's progress (the figures of sunrise_indexer_chain_head, _indexed_block, _lag_blocks, _lag_seconds)" })
export class SystemChainType {
  @Field(() => ID, { description: "asset or game" }) id!: string;
  @Field(() => Int, { nullable: true, description: "Null while the chain's RPC does not answer" }) chainId!: number | null;
  @Field(() => Int, { nullable: true }) head!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "The head block's time" }) headAt!: Date | null;
  @Field(() => Int, { nullable: true, description: "Newest block indexed; null before the first batch" }) indexed!: number | null;
  @Field(() => Int, { nullable: true }) lagBlocks!: number | null;
  @Field(() => Int, { nullable: true, description: "Head block's time minus the indexed block's (0 when caught up)" }) lagSeconds!: number | null;
  @Field(() => String, { nullable: true, description: "Why the chain could not be read" }) error!: string | null;
}

@ObjectType("SystemTable", { description: "A table as the dealer left it" })
export class SystemTableType {
  @Field(() => ID) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => String) name!: string;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Boolean) paused!: boolean;
  @Field(() => Int, { nullable: true }) lastRoundId!: number | null;
  @Field(() => String, { nullable: true, description: "open, closed, dealt, revealed, settled, refunded or forfeited" }) lastRoundState!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastRoundOpenedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When betting on the latest round closes" }) bettingClosesAt!: Date | null;
  @Field(() => Int, {
    nullable: true,
    description: "Seconds until the dealer can open the next round: betting time left on an open round, 0 once the latest round is finished, null while it is being settled",
  })
  nextRoundInSeconds!: number | null;
  @Field(() => Int, { description: "Rounds past their settle deadline unrevealed (open, closed or dealt): refundable from the game result screen" }) stuckRounds!: number;
}

@ObjectType("SystemValidator", { description: "A bridge validator's votes as the chains recorded them" })
export class SystemValidatorType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => Int) votes!: number;
  @Field(() => GraphQLISODateTime) lastVoteAt!: Date;
  @Field(() => String) lastWithdrawalId!: string;
  @Field(() => Int) lastChainId!: number;
}

@ObjectType("SystemQueue", { description: "Work waiting in a queue" })
export class SystemQueueType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: "Not finished" }) pending!: number;
  @Field(() => Int, { description: "Of the pending, being worked on (a task a runner holds; a transfer with votes)" }) inProgress!: number;
  @Field(() => Int, { nullable: true, description: "Seconds the oldest pending item has waited" }) oldestAgeSeconds!: number | null;
}

@ObjectType("SystemReplica", { description: "A gateway process as its last heartbeat reported it" })
export class SystemReplicaType {
  @Field(() => ID) id!: string;
  @Field(() => String) url!: string;
  @Field(() => GraphQLISODateTime) startedAt!: Date;
  @Field(() => GraphQLISODateTime) heartbeatAt!: Date;
  @Field(() => Int, { description: "Open WebSocket connections (sunrise_gateway_websocket_connections)" }) websocketConnections!: number;
  @Field(() => Int, { description: "Active subscriptions (sum of sunrise_gateway_subscriptions)" }) subscriptions!: number;
  @Field(() => Boolean, { description: "No heartbeat lately: stopped or cut off" }) stale!: boolean;
  @Field(() => Boolean, { description: "The replica that answered this request" }) current!: boolean;
}

@ObjectType("SystemStatus", { description: "The system page: chains, tables, validators, queues and gateway replicas, read now" })
export class SystemStatusType {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime) checkedAt!: Date;
  @Field(() => [SystemChainType]) chains!: SystemChainType[];
  @Field(() => [SystemTableType]) tables!: SystemTableType[];
  @Field(() => [SystemValidatorType]) validators!: SystemValidatorType[];
  @Field(() => SystemQueueType, { description: "Back-office tasks (the operator's task runner)" }) taskQueue!: SystemQueueType;
  @Field(() => SystemQueueType, { description: "Bridge transfers withdrawn and not minted yet" }) bridgeQueue!: SystemQueueType;
  @Field(() => [SystemReplicaType]) replicas!: SystemReplicaType[];
}
