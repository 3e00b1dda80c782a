import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("AdminAffiliate")
export class AdminAffiliateType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => Int) rateBps!: number;
  @Field(() => Boolean) suspended!: boolean;
  @Field(() => String, { nullable: true }) suspendReason!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) suspendedAt!: Date | null;
  @Field(() => [String]) codes!: string[];
  @Field(() => Int) referrals!: number;
  @Field(() => TokenAmountScalar, { description: "Referred players' settled stakes, published days" }) wagered!: string;
  @Field(() => TokenAmountScalar, { description: "Published commission" }) commission!: string;
  @Field(() => TokenAmountScalar, { description: "Paid out (payout tasks that succeeded)" }) paid!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
