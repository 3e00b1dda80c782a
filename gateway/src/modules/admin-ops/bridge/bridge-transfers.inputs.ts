import { Field, GraphQLISODateTime, InputType, Int, registerEnumType } from "type-graphql";

export enum BridgeDirection {
  USDC_TO_SUSD = 1,
  SUSD_TO_USDC = 2,
  CLAIM_USDC = 3,
  TO_ASSET_CHAIN = 90,
  TO_GAME_CHAIN = 91,
}
registerEnumType(BridgeDirection, { name: "BridgeDirection", description: "USDC_TO_SUSD (process type 1, swap to stablecoin), SUSD_TO_USDC (2, swap to USDC), CLAIM_USDC (3, claim stablecoin), TO_ASSET_CHAIN (90) or TO_GAME_CHAIN (91)" });

export enum WithdrawalQueueFilter {
  PENDING = "pending",
  /** Pending and before the ETA: what staff can still release or reject. */
  IN_REVIEW = "in_review",
  RELEASED = "released",
  REJECTED = "rejected",
  CLAIMED = "claimed",
}
registerEnumType(WithdrawalQueueFilter, { name: "WithdrawalQueueFilter", description: "A USDC withdrawal's place in the queue; IN_REVIEW: pending before its ETA (staff may still release or reject)" });

@InputType("AdminBridgeTransferFilter")
export class AdminBridgeTransferFilterInput {
  @Field(() => String, { nullable: true, description: "A player's wallet, or a game wallet that sent or received" }) player?: string | null;
  @Field(() => BridgeDirection, { nullable: true }) direction?: BridgeDirection | null;
  @Field(() => Int, { nullable: true, description: "0 waiting, 1 claim, 2 done" }) status?: number | null;
  @Field(() => WithdrawalQueueFilter, { nullable: true, description: "USDC withdrawals (type 2) in this queue state; IN_REVIEW is the review queue" }) queueState?: WithdrawalQueueFilter | null;
  @Field(() => String, { nullable: true, description: "A transaction of the transfer: its withdrawal, its mint or one of its votes" }) txHash?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Withdrawn from this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Withdrawn before this time" }) to?: Date | null;
}
