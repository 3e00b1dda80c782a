import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { GameType } from "../games/games.type.js";
import { gameLoaders, viewerFavorites } from "../games/games.loaders.js";

@Resolver()
export class FavoritesResolver {
  @Authorized()
  @Query(() => [GameType], { description: "The signed-in player's favourite games, in lobby order" })
  async favoriteGames(@Ctx() ctx: Context, @Arg("showBonusGames", () => Boolean, { nullable: true, defaultValue: false }) showBonusGames: boolean | null): Promise<GameType[]> {
    const [games, favorites] = await Promise.all([ctx.services.games.list(ctx.em, { showBonusGames: showBonusGames ?? false }), viewerFavorites(ctx)]);
    return games.filter((g) => favorites.has(g.id));
  }

  @Authorized()
  @Mutation(() => GameType, { description: "Marks or unmarks a favourite game; idempotent. Unknown game: NOT_FOUND" })
  async setFavorite(@Ctx() ctx: Context, @Arg("gameId", () => ID) gameId: string, @Arg("favorite", () => Boolean) favorite: boolean): Promise<GameType> {
    await ctx.services.favorites.set(ctx.em, ctx.viewer!.address, gameId, favorite);
    gameLoaders(ctx).favoriteIds.clear(ctx.viewer!.address); // a later field of this operation reads the new state
    return ctx.services.games.get(ctx.em, gameId);
  }
}
