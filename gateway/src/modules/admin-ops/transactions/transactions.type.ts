import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from "type-graphql";
import { PageInfoType } from "../../../graphql/page-info.type.js";
import { TokenAmountScalar } from "../../../graphql/scalars.js";

export enum AdminTransactionKind {
  BRIDGE = "bridge",
  BONUS = "bonus",
  STAKING = "staking",
  TABLE_BET = "table_bet",
  TRANSFER = "transfer",
}
registerEnumType(AdminTransactionKind, { name: "AdminTransactionKind", description: "BRIDGE transfers, BONUS deposits, STAKING reward claims, TABLE_BET bets, TRANSFER treasury transfers to a player" });

export enum TransactionState {
  PROCESSING = "processing",
  SENT = "sent",
  VERIFIED = "verified",
  CONFIRMED = "confirmed",
  REJECTED = "rejected",
  CLAIMABLE = "claimable",
  CLAIMED = "claimed",
}
registerEnumType(TransactionState, {
  name: "TransactionState",
  description:
    "SPEC §4 transaction states. Bridge: SENT (withdrawn), VERIFIED (validators voting), CONFIRMED (minted; a USDC deposit at once). USDC withdrawal: PROCESSING (queued before its ETA), CLAIMABLE (released or past its ETA), CLAIMED, REJECTED (by staff, SUSD returned). Bonus: CONFIRMED (deposit accepted by the validators), CLAIMABLE (wagering done), CLAIMED. Staking: CLAIMED (reward claimed). Table bet: PROCESSING (round not paid yet), CONFIRMED (paid its payout), REJECTED (round refunded, stake returned). Treasury transfer: PROCESSING (queued or sending), CONFIRMED (sent), REJECTED (failed)",
});

@ObjectType("AdminTransaction", { description: "A player's on-chain transaction as the platform indexed it" })
export class AdminTransactionType {
  @Field(() => ID, { description: "<kind>:<row id>: the bridge withdrawal id, bonus deposit id, staking claim id or bet id" }) id!: string;
  @Field(() => AdminTransactionKind) kind!: AdminTransactionKind;
  @Field(() => TransactionState) state!: TransactionState;
  @Field(() => String, { description: "The player's main wallet, whichever of their wallets the transaction used" }) player!: string;
  @Field(() => String, { nullable: true, description: "The player's game wallet, when they registered one" }) gameWallet!: string | null;
  @Field(() => String, { description: "The wallet the transaction used (a bet comes from the game wallet)" }) wallet!: string;
  @Field(() => String, { description: "asset or game: the chain of txHash" }) chain!: string;
  @Field(() => String, { description: "The player's transaction: the withdrawal, the deposit, the claim, the bet" }) txHash!: string;
  @Field(() => String, { nullable: true, description: "The transaction that completed it: the bridge's mint, the bonus claim" }) completionTxHash!: string | null;
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Paid back to the player: a bet's payout, a bonus" }) payout!: string | null;
  @Field(() => String, { nullable: true, description: "What it belongs to, readable: the bridge direction, the bet's table and round number" }) reference!: string | null;
  @Field(() => String, { nullable: true, description: "A bet's round key (<contract>:<round id>), to open the round" }) roundKey!: string | null;
  @Field(() => String, { nullable: true, description: "Why staff made it: a treasury transfer's reason" }) note!: string | null;
  @Field(() => GraphQLISODateTime) at!: Date;
}

@ObjectType("AdminTransactionEdge")
export class AdminTransactionEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => AdminTransactionType) node!: AdminTransactionType;
}

@ObjectType("AdminTransactionConnection", { description: "Transactions, newest first" })
export class AdminTransactionConnectionType {
  @Field(() => [AdminTransactionEdgeType]) edges!: AdminTransactionEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
