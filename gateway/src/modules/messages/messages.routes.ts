import express, { type Router } from "express";
import { unauthenticated } from "../../errors.js";
import { jsonRoute, type ContextFor } from "../../rest/respond.js";

/** SPEC §7 `GET /api/v1/message/unread`: `{ total }` of the signed-in player's unread messages. */
export function messageRoutes(contextFor: ContextFor): Router {
  const router = express.Router();
  router.get("/message/unread", jsonRoute(contextFor, async (ctx) => {
    if (!ctx.viewer) throw unauthenticated();
    return { total: await ctx.services.messages.player.unreadCount(ctx.em, ctx.viewer.address) };
  }));
  return router;
}
