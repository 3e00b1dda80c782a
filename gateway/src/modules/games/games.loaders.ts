import DataLoader from "dataloader";
import type { Context } from "../../context.js";
import { perRequest } from "../../graphql/request-cache.js";
import type { GameType } from "./games.type.js";

/** Per-request batching: a list of tables asks for its games and the viewer's favourites once. */
export const gameLoaders = (ctx: Context) =>
  perRequest(ctx, "games", () => ({
    game: new DataLoader<string, GameType | null>(async (ids) => {
      const found = await ctx.services.games.byIds(ctx.em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    favoriteIds: new DataLoader<string, Set<string>>((addresses) => Promise.all(addresses.map((a) => ctx.services.favorites.gameIdsOf(ctx.em, a)))),
  }));

/** The viewer's favourite game ids; empty for guests. */
export async function viewerFavorites(ctx: Context): Promise<Set<string>> {
  return ctx.viewer ? gameLoaders(ctx).favoriteIds.load(ctx.viewer.address) : new Set();
}
