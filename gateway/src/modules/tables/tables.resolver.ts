import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { badInput } from "../../errors.js";
import { Topic } from "../../graphql/topics.js";
import { LiveTableType, TableBetType, TableRoundType } from "./tables.type.js";

const checkLimit = (limit: number) => {
  if (limit < 1 || limit > 100) throw badInput("limit must be between 1 and 100");
  return limit;
};

@Resolver()
export class TablesResolver {
  @Query(() => [TableRoundType])
  tableRounds(@Ctx() ctx: Context, @Arg("tableId", () => Int) tableId: number, @Arg("limit", () => Int, { defaultValue: 20 }) limit: number): Promise<TableRoundType[]> {
    return ctx.services.tables.rounds(ctx.em, tableId, checkLimit(limit));
  }

  @Authorized()
  @Query(() => [TableBetType], { description: "The signed-in player's bets (from its game wallet or its main wallet), newest first" })
  myBets(@Ctx() ctx: Context, @Arg("limit", () => Int, { defaultValue: 50 }) limit: number): Promise<TableBetType[]> {
    const viewer = ctx.viewer!;
    const wallets = [viewer.address, ...(viewer.user?.suncAddress ? [viewer.user.suncAddress] : [])];
    return ctx.services.tables.betsOf(ctx.em, wallets, checkLimit(limit));
  }

  @Query(() => [LiveTableType], { description: "The lobby: every table the dealer runs, with its current round and latest results" })
  lobby(@Ctx() ctx: Context): Promise<LiveTableType[]> {
    return ctx.services.tables.lobby(ctx.em);
  }

  /** A round as it opens, closes and settles (all tables, or one). */
  @Subscription(() => TableRoundType, {
    topics: Topic.tableRound,
    filter: ({ payload, args }: { payload: TableRoundType; args: { tableId?: number | null } }) => args.tableId == null || payload.tableId === args.tableId,
  })
  roundUpdated(@Root() round: TableRoundType, @Arg("tableId", () => Int, { nullable: true }) _tableId: number | null): TableRoundType {
    return round;
  }
}
