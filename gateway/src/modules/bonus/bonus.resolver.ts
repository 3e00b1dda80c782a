import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { wageredSince, wagerRequirement, WAGER_MULTIPLIER } from "@sunrise/db";
import type { Context } from "../../context.js";
import { badInput } from "../../errors.js";
import { Topic, viewerTopicId } from "../../graphql/topics.js";
import { TokenAmountScalar } from "../../graphql/scalars.js";
import { BONUS_EXPIRY_WINDOW_MS } from "./bonus.service.js";
import { BonusProgramType, BonusStateType, BonusSyncType, BonusType } from "./bonus.type.js";

const STATUSES = ["locked", "claimable", "swapped", "expired"] as const;

@Resolver(() => BonusType)
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

  @Query(() => BonusProgramType, { nullable: true, description: "The bonus program's terms, read from the bonus manager (null where none is deployed)" })
  async bonusProgram(@Ctx() ctx: Context): Promise<BonusProgramType | null> {
    const manager = ctx.services.chain.bonusManager;
    if (!manager) return null;
    const [listener, rate, maximum, paused] = await Promise.all(["listener", "rewardRate", "rewardMaximum", "paused"].map((f) => manager.getFunction(f)()));
    return {
      bonusManager: (await manager.getAddress()).toLowerCase(),
      listener: String(listener).toLowerCase(),
      rewardRateBps: Number(rate),
      rewardMaximum: String(maximum),
      wagerMultiplier: Number(WAGER_MULTIPLIER),
      expiryDays: BONUS_EXPIRY_WINDOW_MS / 86_400_000,
      paused: Boolean(paused),
    };
  }

  @Authorized()
  @Mutation(() => BonusSyncType, { description: "SPEC bonus sync (once per session): is the latest deposit on chain indexed yet?" })
  async syncBonus(@Ctx() ctx: Context): Promise<BonusSyncType> {
    const r = await ctx.services.bonus.sync(ctx.em, ctx.services.chain.bonusManager, ctx.viewer!.address);
    return { upToDate: r.res, latestTxId: r.latestTxId };
  }

  @FieldResolver(() => TokenAmountScalar, { description: "Staked on the tables by the player's game wallet since the deposit" })
  async wagered(@Root() bonus: BonusType, @Ctx() ctx: Context): Promise<string> {
    return (await wageredSince(ctx.em, bonus)).toString();
  }

  @FieldResolver(() => TokenAmountScalar, { description: "What must be wagered before the bonus can be claimed" })
  wagerRequirement(@Root() bonus: BonusType): string {
    return wagerRequirement(bonus).toString();
  }

  /** The signed-in player's bonuses as they are recorded, voted claimable and swapped. */
  @Authorized()
  @Subscription(() => BonusType, {
    topics: Topic.bonus,
    topicId: viewerTopicId,
  })
  bonusUpdated(@Root() bonus: BonusType): BonusType {
    return bonus;
  }
}
