import express, { type Request, type Router } from "express";
import type { Context } from "../context.js";
import { badInput } from "../errors.js";
import { gameHistory } from "../modules/tables/game-history.js";
import { boolParam, filterParam, intParam, selectParam } from "./query.js";
import { jsonRoute, type ContextFor } from "./respond.js";

const HISTORY_FIELDS = ["game", "history"] as const;

/** `filter[game]=id`, `filter={"game":["a","b"]}` or `{"game":{"$in":[…]}}`; any other filter key is refused. */
function gameFilter(req: Request): string[] | null {
  const filter = filterParam(req);
  const unknown = Object.keys(filter).filter((k) => k !== "game");
  if (unknown.length) throw badInput(`filter: unknown field ${unknown.join(", ")}; allowed: game`);
  const game = filter.game;
  if (game == null) return null;
  const list = typeof game === "object" && !Array.isArray(game) && "$in" in game ? (game as { $in: unknown }).$in : game;
  const ids = Array.isArray(list) ? list : [list];
  if (!ids.every((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 32)) throw badInput("filter.game must be a game id or a list of them");
  return ids;
}

const showBonusGames = (req: Request) => boolParam(req.query.showBonusGames, "showBonusGames");

/** SPEC §7 `GET /api/games` (mounted outside /api/v1): listed games with the viewer's favourites, never cached. */
export function gamesRoute(contextFor: ContextFor): express.RequestHandler[] {
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  };
  return [noStore, jsonRoute(contextFor, async (ctx: Context, req) => {
    const [games, favorites] = await Promise.all([
      ctx.services.games.list(ctx.em, { showBonusGames: showBonusGames(req) }),
      ctx.viewer ? ctx.services.favorites.gameIdsOf(ctx.em, ctx.viewer.address) : new Set<string>(),
    ]);
    return games.map((g) => ({
      _id: g.id, type: g.type, name: g.name, erc20Address: g.erc20Address, image: g.image,
      isFavorite: favorites.has(g.id), isHot: g.isHot, isNew: g.isNew, categories: g.categories,
    }));
  })];
}

/** SPEC §7 lobby paths under /api/v1: AggregatedGameHistory and Area. */
export function lobbyRoutes(contextFor: ContextFor): Router {
  const router = express.Router();

  router.get("/AggregatedGameHistory", jsonRoute(contextFor, async (ctx, req) => {
    const fields = selectParam(req.query.select, HISTORY_FIELDS);
    const limit = intParam(req.query.limit, "limit", 100);
    if (limit < 1 || limit > 100) throw badInput("limit must be between 1 and 100");
    const rows = await gameHistory(ctx.services, ctx.em, { gameIds: gameFilter(req), showBonusGames: showBonusGames(req), limit });
    return rows.map((row) => Object.fromEntries(fields.map((f) => [f, row[f]])));
  }));

  router.get("/Area", jsonRoute(contextFor, async (ctx, req) => {
    const filter = filterParam(req);
    const unknown = Object.keys(filter).filter((k) => k !== "enable");
    if (unknown.length) throw badInput(`filter: unknown field ${unknown.join(", ")}; allowed: enable`);
    const enable = filter.enable == null ? null : boolParam(String(filter.enable), "filter.enable");
    const areas = await ctx.services.areas.list(ctx.em);
    return areas
      .filter((a) => enable === null || a.enable === enable)
      .map((a) => ({ _id: a.id, name: a.name, enable: a.enable, startUTCHour: a.startUTCHour, endUTCHour: a.endUTCHour }));
  }));

  return router;
}
