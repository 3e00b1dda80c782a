import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../../admin/access/require-permission.js";
import { Permission } from "../../admin/permissions.js";
import { AdminTaskType } from "../tasks/task.type.js";
import { AdminRoundFilterInput } from "./rounds.inputs.js";
import { AdminRoundConnectionType, AdminRoundType } from "./rounds.type.js";

@Resolver()
export class AdminRoundsResolver {
  @RequirePermission(Permission.RESULTS_READ)
  @Query(() => AdminRoundConnectionType, { description: "Game result: rounds by table, date or round IDs, newest first, with seeds, result, bets and payouts" })
  adminRounds(
    @Ctx() ctx: Context,
    @Arg("filter", () => AdminRoundFilterInput, { nullable: true }) filter: AdminRoundFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AdminRoundConnectionType> {
    return ctx.services.adminOps.rounds.list(ctx.em, filter ?? {}, first, after);
  }

  @RequirePermission(Permission.RESULTS_READ)
  @Query(() => AdminRoundType)
  adminRound(@Ctx() ctx: Context, @Arg("key", () => String, { description: "<table contract>:<round id>" }) key: string): Promise<AdminRoundType> {
    return ctx.services.adminOps.rounds.get(ctx.em, key);
  }

  @RequirePermission(Permission.RESULTS_REFUND)
  @Mutation(() => AdminTaskType, { description: "Queues the refund of a stuck round (refund, or forfeit at each bet's worst case, as the contract allows) as a round.refund task" })
  refundRound(@Ctx() ctx: Context, @Arg("key", () => String) key: string): Promise<AdminTaskType> {
    return ctx.services.adminOps.rounds.refund(ctx, key);
  }
}
