import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic } from "../../graphql/topics.js";
import { freshEvent } from "../../graphql/request-cache.js";
import { LiveTableType, TableBetType, TableRoundType } from "./tables.type.js";
import { TableType } from "./table.type.js";
import { TableRoundConnectionType } from "./round-page.type.js";
import { checkLimit, checkRoundId, checkShoeId, checkTableId, roundPage } from "./tables.args.js";
import { TableShoeType } from "./shoe.type.js";
import { viewerWallets } from "./tables.loaders.js";

@Resolver()
export class TablesResolver {
  @Query(() => [TableType], { description: "Enabled tables of listed games (the bonus game's only when showBonusGames), by table id" })
  tables(
    @Ctx() ctx: Context,
    @Arg("gameType", () => Int, { nullable: true }) gameType: number | null,
    @Arg("showBonusGames", () => Boolean, { nullable: true, defaultValue: false }) showBonusGames: boolean | null,
  ): Promise<TableType[]> {
    return ctx.services.tableConfigs.list(ctx.em, { gameType, showBonusGames: showBonusGames ?? false });
  }

  @Query(() => TableType, { nullable: true, description: "One table, enabled or not; null when there is none" })
  table(@Ctx() ctx: Context, @Arg("id", () => Int) id: number): Promise<TableType | null> {
    return ctx.services.tableConfigs.get(ctx.em, checkTableId(id));
  }

  @Query(() => TableRoundConnectionType, { description: "A table's rounds with their bets, newest first, or one shoe's (`shoeId`: the roads of that shoe); `first` 1..100, `after` an endCursor" })
  tableRounds(
    @Ctx() ctx: Context,
    @Arg("tableId", () => Int) tableId: number,
    @Arg("first", () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Arg("shoeId", () => Int, { nullable: true }) shoeId: number | null,
  ): Promise<TableRoundConnectionType> {
    const page = roundPage(first ?? 20, after);
    return ctx.services.tables.roundsPage(ctx.em, checkTableId(tableId), page.first, page.after, shoeId == null ? null : checkShoeId(shoeId));
  }

  @Query(() => TableRoundType, { nullable: true, description: "One round of a table with its bets, seeds and proofs; null when there is none" })
  tableRound(@Ctx() ctx: Context, @Arg("tableId", () => Int) tableId: number, @Arg("roundId", () => Int) roundId: number): Promise<TableRoundType | null> {
    return ctx.services.tables.roundOf(ctx.em, checkTableId(tableId), checkRoundId(roundId));
  }

  @Query(() => TableShoeType, { nullable: true, description: "One shoe of a baccarat or dragon tiger table; null when there is none" })
  tableShoe(@Ctx() ctx: Context, @Arg("tableId", () => Int) tableId: number, @Arg("shoeId", () => Int) shoeId: number): Promise<TableShoeType | null> {
    return ctx.services.shoes.one(ctx.em, checkTableId(tableId), checkShoeId(shoeId));
  }

  @Authorized()
  @Query(() => [TableBetType], { description: "The signed-in player's bets (from its game wallet or its main wallet), newest first" })
  myBets(@Ctx() ctx: Context, @Arg("limit", () => Int, { defaultValue: 50 }) limit: number): Promise<TableBetType[]> {
    return ctx.services.tables.betsOf(ctx.em, viewerWallets(ctx.viewer!), checkLimit(limit));
  }

  @Query(() => [LiveTableType], { description: "Every table with rounds, its current round and latest results (see `tables` for the managed lobby)" })
  lobby(@Ctx() ctx: Context): Promise<LiveTableType[]> {
    return ctx.services.tables.lobby(ctx.em);
  }

  /** A round as it opens, closes and settles (all tables, or one: the table's own topic). */
  @Subscription(() => TableRoundType, {
    topics: Topic.tableRound,
    topicId: ({ args }: { args: { tableId?: number | null } }) => (args.tableId == null ? undefined : String(checkTableId(args.tableId))),
  })
  roundUpdated(@Root() round: TableRoundType, @Ctx() ctx: Context, @Arg("tableId", () => Int, { nullable: true }) _tableId: number | null): TableRoundType {
    freshEvent(ctx);
    return round;
  }

  /** Every bet placed at one table, as it is indexed, so all players at the table see its activity. */
  @Subscription(() => TableBetType, {
    topics: Topic.tableBet,
    topicId: ({ args }: { args: { tableId: number } }) => String(checkTableId(args.tableId)),
  })
  tableBetPlaced(@Root() bet: TableBetType, @Arg("tableId", () => Int) _tableId: number): TableBetType {
    return bet;
  }
}
