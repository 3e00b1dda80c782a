import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("AffiliateCode")
export class AffiliateCodeType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { description: "Players who registered with it" }) referrals!: number;
}

@ObjectType("AffiliateDay", { description: "One published UTC day of commission" })
export class AffiliateDayType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "UTC day, YYYY-MM-DD" }) day!: string;
  @Field(() => Int) bets!: number;
  @Field(() => TokenAmountScalar) wagered!: string;
  @Field(() => TokenAmountScalar) commission!: string;
}

@ObjectType("AffiliateReferral")
export class AffiliateReferralType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The player's main wallet, masked (0x1234…abcd)" }) maskedAddress!: string;
  @Field(() => String) code!: string;
  @Field(() => GraphQLISODateTime) registeredAt!: Date;
  @Field(() => TokenAmountScalar, { description: "Settled stakes, published days and today" }) wagered!: string;
  @Field(() => TokenAmountScalar, { description: "Published commission earned on the player" }) commission!: string;
  @Field(() => [AffiliateDayType], { description: "Published days, newest first (last 30)" }) days!: AffiliateDayType[];
}

@ObjectType("AffiliateToday", { description: "Today's running figure (UTC, from 0:00 by the game chain's clock); published at 0:30 UTC tomorrow" })
export class AffiliateTodayType {
  @Field(() => ID) id!: string;
  @Field(() => String) day!: string;
  @Field(() => Int) bets!: number;
  @Field(() => TokenAmountScalar) wagered!: string;
  @Field(() => TokenAmountScalar) commission!: string;
  @Field(() => GraphQLISODateTime, { description: "When today's amounts are published" }) publishesAt!: Date;
}

@ObjectType("AffiliateWithdrawal")
export class AffiliateWithdrawalType {
  @Field(() => ID) id!: string;
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => String, { description: "The affiliate's main wallet on the asset chain" }) to!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => String, { description: "new, running, success or failed (the payout task's)" }) state!: string;
  @Field(() => String, { nullable: true }) txHash!: string | null;
}

@ObjectType("Affiliate", { description: "The signed-in player's affiliate account" })
export class AffiliateType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => Int, { description: "Share of the theoretical house win on referred players' bets, basis points" }) rateBps!: number;
  @Field(() => Boolean) suspended!: boolean;
  @Field(() => [AffiliateCodeType]) codes!: AffiliateCodeType[];
  @Field(() => [AffiliateReferralType]) referrals!: AffiliateReferralType[];
  @Field(() => AffiliateTodayType) today!: AffiliateTodayType;
  @Field(() => [AffiliateDayType], { description: "Published days over all referrals, newest first (last 30)" }) days!: AffiliateDayType[];
  @Field(() => TokenAmountScalar, { description: "Published commission, all days" }) earnings!: string;
  @Field(() => TokenAmountScalar, { description: "Paid out" }) withdrawn!: string;
  @Field(() => TokenAmountScalar, { description: "Withdrawals still being paid" }) inFlight!: string;
  @Field(() => TokenAmountScalar, { description: "earnings − withdrawn − in flight" }) available!: string;
  @Field(() => [AffiliateWithdrawalType]) withdrawals!: AffiliateWithdrawalType[];
}
