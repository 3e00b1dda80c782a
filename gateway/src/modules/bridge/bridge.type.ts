import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("BridgeProcess")
export class BridgeProcessType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The source bridge's withdrawal id; for a claim (type 3), the USDC withdrawal it claimed — the id to pass to UsdcVault.claim" }) withdrawalId!: string;
  @Field(() => String, { description: "Wallet (ETH) address of the player" }) address!: string;
  @Field(() => Int, { description: "SPEC §3: 1 swap to stablecoin (USDC → SUSD), 2 swap to USDC (SUSD → USDC withdrawal), 3 claim stablecoin, 90 swap to asset chain, 91 swap to game chain" }) processType!: number;
  @Field(() => Int, { description: "0 waiting, 1 claim (a USDC withdrawal that can be claimed now), 2 done" }) status!: number;
  @Field(() => Int, { description: "1 withdrawn on the source chain, 2 validators voting (type 2: claimable), 3 minted (type 2: claimed)" }) step!: number;
  @Field(() => String, { description: "SPEC §4 transaction state: processing, sent, verified, confirmed, rejected, claimable or claimed" }) transactionState!: string;
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => String) fromAddress!: string;
  @Field(() => String) toAddress!: string;
  @Field(() => Int) sourceChainId!: number;
  @Field(() => Int) targetChainId!: number;
  @Field(() => String) withdrawTxHash!: string;
  @Field(() => String, { nullable: true, description: "The transaction that completed it: the mint (90/91, 1), the claim (2, 3) or the rejection (2)" }) mintTxHash!: string | null;
  @Field(() => Int) votes!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Type 2: the ETA, when it becomes claimable unless staff reject it first (SPEC §9 upper bounds: 12 h review above 5,000,000; 24 h above 10,000 a UTC day; 48 h waiting for a refill)" }) releaseAt!: Date | null;
  @Field(() => String, { nullable: true, description: "Type 2: pending, released (early, by staff or once refilled), rejected or claimed" }) queueState!: string | null;
  @Field(() => [String], { description: "Type 2: why it waits: review (above 5,000,000), daily (above 10,000 in a UTC day), liquidity (more than the USDC on hand); empty when claimable at once" }) queueReasons!: string[];
  @Field(() => String, { nullable: true, description: "Type 2: the staff's reason for rejecting it (the SUSD went back)" }) rejectReason!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType("BridgeProcessFilter")
export class BridgeProcessFilter {
  @Field(() => Int, { nullable: true, description: "0 waiting, 1 claim, 2 done (a type-2 withdrawal past its ETA counts as 1)" }) status?: number | null;
  @Field(() => [Int], { nullable: true, description: "Only these process types (1, 2, 3, 90, 91)" }) processTypes?: number[] | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) createdFrom?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) createdTo?: Date | null;
}
