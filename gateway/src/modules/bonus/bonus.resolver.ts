import { Arg, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { badInput } from "../../errors.js";
import { BonusStateType, BonusType } from "./bonus.type.js";

const STATUSES = ["locked", "claimable", "swapped", "expired"] as const;

@Resolver()
export class BonusResolver {
  @Authorized()
  @Query(() => BonusStateType)
  bonusState(@Ctx() ctx: Context): Promise<BonusStateType> {
    return ctx.services.bonus.state(ctx.em, ctx.viewer!.address);
  }

  @Authorized()
  @Query(() => [BonusType], { description: "The signed-in player's bonus deposits, newest first" })
  bonuses(
    @Ctx() ctx: Context,
    @Arg("status", () => String, { nullable: true }) status: string | null,
    @Arg("limit", () => Int, { defaultValue: 100 }) limit: number,
  ): Promise<BonusType[]> {
    if (status && !STATUSES.includes(status as (typeof STATUSES)[number])) throw badInput(`status must be one of ${STATUSES.join(", ")}`);
    if (limit < 1 || limit > 100) throw badInput("limit must be between 1 and 100");
    return ctx.services.bonus.list(ctx.em, { address: ctx.viewer!.address, status: status as (typeof STATUSES)[number] | null }, limit);
  }
}
