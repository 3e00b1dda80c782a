import { Arg, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { AdminTransactionConnectionType } from "../admin-ops/transactions/transactions.type.js";
import { viewerWallets } from "../tables/tables.loaders.js";
import { MyBetFilterInput, MyTransactionFilterInput } from "./my-history.inputs.js";
import { MyHistoryService } from "./my-history.service.js";
import { MyBetConnectionType } from "./my-history.type.js";

const history = new MyHistoryService();

/** The signed-in player's own history (My page): only their bets and transactions, from any of their wallets. */
@Resolver()
export class MyHistoryResolver {
  @Authorized()
  @Query(() => MyBetConnectionType, { description: "The player's bets with their rounds' state and result, newest first (cursor pages), by game type and dates" })
  myBetHistory(
    @Ctx() ctx: Context,
    @Arg("filter", () => MyBetFilterInput, { nullable: true }) filter: MyBetFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<MyBetConnectionType> {
    return history.bets(ctx.em, viewerWallets(ctx.viewer!), filter ?? {}, first, after);
  }

  @Authorized()
  @Query(() => AdminTransactionConnectionType, { description: "The player's on-chain transactions (bridge, bonus, staking claims, table bets) with SPEC §4's states, newest first" })
  myTransactions(
    @Ctx() ctx: Context,
    @Arg("filter", () => MyTransactionFilterInput, { nullable: true }) filter: MyTransactionFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AdminTransactionConnectionType> {
    return ctx.services.adminOps.transactions.list(ctx.em, { ...filter, player: ctx.viewer!.address }, first, after);
  }
}
