import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { Affiliate } from "@sunrise/db";
import type { Context } from "../../context.js";
import { UserType } from "../users/user.type.js";

/** SPEC §6: a user can be registered as affiliate — shown as a role beside the user type. */
@Resolver(() => UserType)
export class UserAffiliateResolver {
  @FieldResolver(() => Boolean, { description: "Registered in the affiliate program" })
  async isAffiliate(@Root() user: UserType, @Ctx() ctx: Context): Promise<boolean> {
    return (await ctx.em.count(Affiliate, { address: user.address })) > 0;
  }
}
