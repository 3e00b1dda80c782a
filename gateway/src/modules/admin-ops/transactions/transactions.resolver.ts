import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../../admin/access/require-permission.js";
import { Permission } from "../../admin/permissions.js";
import { AdminTransactionFilterInput } from "./transactions.inputs.js";
import { AdminTransactionConnectionType } from "./transactions.type.js";

@Resolver()
export class AdminTransactionsResolver {
  @RequirePermission(Permission.TRANSACTIONS_READ)
  @Query(() => AdminTransactionConnectionType, { description: "Players' on-chain transactions the platform knows (bridge, bonus, staking, table bets), newest first, with SPEC §4's states" })
  adminTransactions(
    @Ctx() ctx: Context,
    @Arg("filter", () => AdminTransactionFilterInput, { nullable: true }) filter: AdminTransactionFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AdminTransactionConnectionType> {
    return ctx.services.adminOps.transactions.list(ctx.em, filter ?? {}, first, after);
  }
}
