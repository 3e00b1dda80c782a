import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { AFFILIATE_RATE_TIERS } from "@sunrise/db";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { AdminAffiliateType } from "./admin-affiliate.type.js";

@Resolver()
export class AdminAffiliatesResolver {
  @RequirePermission(Permission.AFFILIATES_READ)
  @Query(() => [AdminAffiliateType], { description: "Every affiliate with codes, referrals, wagered, commission and paid" })
  adminAffiliates(@Ctx() ctx: Context): Promise<AdminAffiliateType[]> {
    return ctx.services.adminAffiliates.list(ctx.em);
  }

  @RequirePermission(Permission.AFFILIATES_READ)
  @Query(() => [Int], { description: "The commission rates an affiliate may have, in basis points" })
  affiliateRateTiers(): number[] {
    return [...AFFILIATE_RATE_TIERS];
  }

  @RequirePermission(Permission.AFFILIATES_WRITE)
  @Mutation(() => AdminAffiliateType, { description: "Sets the affiliate's rate (one of the tiers) from the next published day; logged with the reason" })
  setAffiliateRate(@Ctx() ctx: Context, @Arg("address", () => String) address: string, @Arg("rateBps", () => Int) rateBps: number, @Arg("reason", () => String) reason: string): Promise<AdminAffiliateType> {
    return ctx.services.adminAffiliates.setRate(ctx, address, rateBps, reason);
  }

  @RequirePermission(Permission.AFFILIATES_WRITE)
  @Mutation(() => AdminAffiliateType, { description: "Suspends (accrual stops for bets settled from now) or reinstates an affiliate; logged with the reason" })
  setAffiliateSuspended(@Ctx() ctx: Context, @Arg("address", () => String) address: string, @Arg("suspended", () => Boolean) suspended: boolean, @Arg("reason", () => String) reason: string): Promise<AdminAffiliateType> {
    return ctx.services.adminAffiliates.setSuspended(ctx, address, suspended, reason);
  }

  @RequirePermission(Permission.STAKING_WRITE)
  @Mutation(() => Boolean, { description: "Pauses or resumes the staking round schedule (a round in progress still ends once funded); logged with the reason" })
  setStakingSchedulePaused(@Ctx() ctx: Context, @Arg("paused", () => Boolean) paused: boolean, @Arg("reason", () => String) reason: string): Promise<boolean> {
    return ctx.services.adminAffiliates.setSchedulePaused(ctx, paused, reason);
  }
}
