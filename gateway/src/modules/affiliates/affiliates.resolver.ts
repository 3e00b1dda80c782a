import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic, viewerTopicId } from "../../graphql/topics.js";
import { AffiliateTodayType, AffiliateType, AffiliateWithdrawalType } from "./affiliate.type.js";

@Resolver()
export class AffiliatesResolver {
  @Authorized()
  @Query(() => AffiliateType, { nullable: true, description: "The signed-in player's affiliate account; null until they join" })
  myAffiliate(@Ctx() ctx: Context): Promise<AffiliateType | null> {
    return ctx.services.affiliates.mine(ctx.em, ctx.viewer!.address);
  }

  @Authorized()
  @Mutation(() => AffiliateType, { description: "Registers the signed-in player as an affiliate (idempotent); unregistered: BAD_USER_INPUT" })
  becomeAffiliate(@Ctx() ctx: Context): Promise<AffiliateType> {
    return ctx.services.affiliates.become(ctx.em, ctx.viewer!.address);
  }

  @Authorized()
  @Mutation(() => AffiliateType, { description: "A new code of 6–20 letters or digits; taken in any case: CONFLICT 'This code is already exist'" })
  createAffiliateCode(@Ctx() ctx: Context, @Arg("code", () => String) code: string): Promise<AffiliateType> {
    return ctx.em.transactional((em) => ctx.services.affiliates.createCode(em, ctx.viewer!.address, code));
  }

  @Authorized()
  @Mutation(() => AffiliateWithdrawalType, { description: "Withdraws all published commission to the main wallet (asset chain); nothing left: BAD_USER_INPUT" })
  withdrawAffiliateCommission(@Ctx() ctx: Context): Promise<AffiliateWithdrawalType> {
    return ctx.services.affiliates.withdraw(ctx.em, ctx.viewer!.address);
  }

  /** Today's running figure, pushed whenever a referred player's table round settles. */
  @Authorized()
  @Subscription(() => AffiliateTodayType, { topics: Topic.affiliateToday, topicId: viewerTopicId })
  affiliateTodayUpdated(@Root() today: AffiliateTodayType): AffiliateTodayType {
    return today;
  }
}
