import { Arg, Ctx, FieldResolver, GraphQLISODateTime, Int, Resolver, Root } from "type-graphql";
import { GraphQLJSONObject } from "graphql-scalars";
import type { Context } from "../../context.js";
import { notFound } from "../../errors.js";
import { AreaType } from "../areas/areas.type.js";
import { areaLoader } from "../areas/areas.loaders.js";
import { GameType } from "../games/games.type.js";
import { gameLoaders } from "../games/games.loaders.js";
import { TableType } from "./table.type.js";
import { TableRoundType } from "./tables.type.js";
import { tableLoaders } from "./tables.loaders.js";
import { checkLimit, MAX_RESULTS } from "./tables.args.js";
import { RECENT_RESULTS } from "./tables.service.js";
import { TableShoeType } from "./shoe.type.js";

/** A table's relations and live state, batched per request. */
@Resolver(() => TableType)
export class TableResolver {
  @FieldResolver(() => GameType)
  async game(@Root() table: TableType, @Ctx() ctx: Context): Promise<GameType> {
    return (await gameLoaders(ctx).game.load(table.gameId)) ?? Promise.reject(notFound(`No game ${table.gameId}`));
  }

  @FieldResolver(() => AreaType)
  async area(@Root() table: TableType, @Ctx() ctx: Context): Promise<AreaType> {
    return (await areaLoader(ctx).load(table.areaId)) ?? Promise.reject(notFound(`No area ${table.areaId}`));
  }

  @FieldResolver(() => Boolean, { description: "Enabled and its area open now: the dealer runs it" })
  async isOpen(@Root() table: TableType, @Ctx() ctx: Context): Promise<boolean> {
    return table.enabled && ((await areaLoader(ctx).load(table.areaId))?.isOpen ?? false);
  }

  @FieldResolver(() => GraphQLISODateTime, { nullable: true, description: "When its closed area next opens" })
  async opensAt(@Root() table: TableType, @Ctx() ctx: Context): Promise<Date | null> {
    return (await areaLoader(ctx).load(table.areaId))?.opensAt ?? null;
  }

  @FieldResolver(() => TableRoundType, { nullable: true, description: "The latest round (null before the first)" })
  round(@Root() table: TableType, @Ctx() ctx: Context): Promise<TableRoundType | null> {
    return tableLoaders(ctx).latestRound.load(table.id);
  }

  @FieldResolver(() => TableShoeType, { nullable: true, description: "Baccarat and dragon tiger: the shoe being dealt (or the newest one: committed, finished or revealed); null for other games and before the first shoe" })
  currentShoe(@Root() table: TableType, @Ctx() ctx: Context): Promise<TableShoeType | null> {
    return tableLoaders(ctx).currentShoe.load(table.id);
  }

  @FieldResolver(() => Int, { description: "Distinct players with bets in the latest round" })
  async playersThisRound(@Root() table: TableType, @Ctx() ctx: Context): Promise<number> {
    const round = await tableLoaders(ctx).latestRound.load(table.id);
    return round ? tableLoaders(ctx).players.load(round.id) : 0;
  }

  @FieldResolver(() => [GraphQLJSONObject], { description: "Results of its latest revealed rounds, newest first (limit 1..100); for baccarat and dragon tiger only the current shoe's, so the roads reset with the shoe" })
  recentResults(@Root() table: TableType, @Ctx() ctx: Context, @Arg("limit", () => Int, { nullable: true, defaultValue: RECENT_RESULTS }) limit: number | null): Promise<Record<string, unknown>[]> {
    return tableLoaders(ctx).recentResults.load({ tableId: table.id, limit: checkLimit(limit ?? RECENT_RESULTS, MAX_RESULTS) });
  }
}
