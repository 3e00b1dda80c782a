import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { TableType } from "../tables/table.type.js";
import { tableLoaders } from "../tables/tables.loaders.js";
import { GameType } from "./games.type.js";
import { viewerFavorites } from "./games.loaders.js";

@Resolver(() => GameType)
export class GamesResolver {
  @Query(() => [GameType], { description: "Enabled games in lobby order; the bonus game only when showBonusGames (SPEC §5)" })
  games(@Ctx() ctx: Context, @Arg("showBonusGames", () => Boolean, { nullable: true, defaultValue: false }) showBonusGames: boolean | null): Promise<GameType[]> {
    return ctx.services.games.list(ctx.em, { showBonusGames: showBonusGames ?? false });
  }

  @FieldResolver(() => Boolean, { description: "The viewer marked it favourite (false for guests)" })
  async isFavorite(@Root() game: GameType, @Ctx() ctx: Context): Promise<boolean> {
    return (await viewerFavorites(ctx)).has(game.id);
  }

  @FieldResolver(() => [TableType], { description: "Its enabled tables, by table id" })
  tables(@Root() game: GameType, @Ctx() ctx: Context): Promise<TableType[]> {
    return tableLoaders(ctx).tablesOfGame.load(game);
  }
}
