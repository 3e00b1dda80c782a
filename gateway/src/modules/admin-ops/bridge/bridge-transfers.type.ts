import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { PageInfoType } from "../../../graphql/page-info.type.js";
import { TokenAmountScalar } from "../../../graphql/scalars.js";

@ObjectType("AdminBridgeVote", { description: "A validator's vote for a transfer's mint, on the target chain" })
export class AdminBridgeVoteType {
  @Field(() => ID) id!: string;
  @Field(() => String) validator!: string;
  @Field(() => Int) chainId!: number;
  @Field(() => String) txHash!: string;
  @Field(() => Int) blockNumber!: number;
  @Field(() => GraphQLISODateTime) votedAt!: Date;
}

@ObjectType("AdminBridgeTransfer", { description: "One player's transfer between the asset and game chains, with its transactions on both chains and every validator vote" })
export class AdminBridgeTransferType {
  @Field(() => ID, { description: "The source bridge's withdrawal id" }) id!: string;
  @Field(() => String, { nullable: true, description: "The player's wallet (ETH) address; null until the pair of its game wallet is known" }) player!: string | null;
  @Field(() => Int, { description: "1 USDC → SUSD, 2 SUSD → USDC withdrawal, 3 USDC claim, 90 to the asset chain, 91 to the game chain" }) processType!: number;
  @Field(() => Int, { description: "0 waiting, 1 claim, 2 done" }) status!: number;
  @Field(() => Int, { description: "1 withdrawn on the source chain, 2 validators voting, 3 minted" }) step!: number;
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => String, { nullable: true, description: "Who withdrew on the source chain" }) fromAddress!: string | null;
  @Field(() => String, { nullable: true, description: "Who receives the mint on the target chain" }) toAddress!: string | null;
  @Field(() => Int, { nullable: true }) sourceChainId!: number | null;
  @Field(() => Int) targetChainId!: number;
  @Field(() => String, { nullable: true, description: "The withdrawal, on the source chain" }) withdrawTxHash!: string | null;
  @Field(() => Int, { nullable: true }) withdrawBlock!: number | null;
  @Field(() => String, { nullable: true, description: "The vote that minted, on the target chain" }) mintTxHash!: string | null;
  @Field(() => Int, { description: "Votes counted on chain for this transfer" }) voteCount!: number;
  @Field(() => String, { description: "SPEC §4 transaction state: processing, sent, verified, confirmed, rejected, claimable or claimed" }) transactionState!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Type 2: the ETA (claimable from then unless rejected first)" }) releaseAt!: Date | null;
  @Field(() => String, { nullable: true, description: "Type 2: pending, released, rejected or claimed" }) queueState!: string | null;
  @Field(() => [String], { description: "Type 2: review, daily, liquidity" }) queueReasons!: string[];
  @Field(() => Boolean, { description: "Type 2: pending before its ETA, so staff may release it early or reject it" }) reviewable!: boolean;
  @Field(() => String, { nullable: true }) rejectReason!: string | null;
  @Field(() => String, { nullable: true, description: "Type 2: the key that released or rejected it on chain" }) reviewedBy!: string | null;
  @Field(() => String, { nullable: true, description: "Type 3: the withdrawal it claimed" }) withdrawalId!: string | null;
  @Field(() => [AdminBridgeVoteType], { description: "Each validator's vote, oldest first" }) votes!: AdminBridgeVoteType[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType("AdminBridgeTransferEdge")
export class AdminBridgeTransferEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => AdminBridgeTransferType) node!: AdminBridgeTransferType;
}

@ObjectType("AdminBridgeTransferConnection", { description: "Bridge transfers, newest first" })
export class AdminBridgeTransferConnectionType {
  @Field(() => [AdminBridgeTransferEdgeType]) edges!: AdminBridgeTransferEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
