import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Context } from "../context.js";
import { z } from "zod";
import { badInput, DomainError, ErrorCode, forbidden, unauthenticated } from "../errors.js";
import { errorHandler, notFound } from "../http/error-handler.js";
import { rejectNulInput } from "../protection/nul-strings.js";
import { toUserType } from "../modules/users/user.mapper.js";
import { dateParam, filterParam, intParam } from "./query.js";

/** `processType`: one type (2) or Mongo style `{ "$in": [1, 2, 3] }` (the USDC flows' history). */
function processTypesParam(value: unknown): number[] | null {
  if (value == null || value === "") return null;
  const list = typeof value === "object" && value !== null && "$in" in value ? (value as { $in: unknown }).$in : [value];
  if (!Array.isArray(list)) throw badInput("processType.$in must be a list");
  return list.map((v) => intParam(v, "processType", 0));
}
import { lobbyRoutes } from "./lobby.js";
import { uploadRoute } from "../modules/uploads/uploads.routes.js";
import { messageRoutes } from "../modules/messages/messages.routes.js";
import { popupRoutes } from "../modules/popups/popups.routes.js";
import { rankingRoutes } from "../modules/rankings/rankings.routes.js";

const registerBody = z.object({
  address: z.string().max(64).optional(),
  refCode: z.string().max(64).nullish(),
  sunc: z.object({ __v: z.number().int().optional(), address: z.string().max(64).optional(), encryptedPrivateKey: z.string().max(8192).optional() }).optional(),
});

type Handler = (ctx: Context, req: Request) => Promise<unknown>;

/** SPEC §7 REST paths, kept as thin adapters over the same services GraphQL uses. */
export function restRouter(contextFor: (req: Request) => Promise<Context>): Router {
  const router = express.Router();
  const route = (h: Handler) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.json(await h(await contextFor(req), req));
    } catch (e) {
      next(e);
    }
  };
  const viewerOf = (ctx: Context) => {
    if (!ctx.viewer) throw unauthenticated();
    return ctx.viewer;
  };

  router.use(rejectNulInput);

  router.get("/ip", route(async (ctx) => ({ ip: ctx.ip })));

  router.get("/sunc", route(async (ctx) => {
    const viewer = viewerOf(ctx);
    const sunc = viewer.user?.suncAddress;
    if (!sunc) throw new DomainError(ErrorCode.NOT_FOUND, "Your SUN address has not created yet.");
    const [balance, profit] = await Promise.all([ctx.services.balances.gameBalance(sunc), ctx.services.tables.profitOf(ctx.em, sunc)]);
    return { address: sunc, balance: balance.toString(), profit: profit.toString() };
  }));

  router.get("/User", route(async (ctx, req) => {
    const viewer = viewerOf(ctx);
    const address = String(filterParam(req).address ?? viewer.address).toLowerCase();
    const admin = viewer.user ? toUserType(viewer.user, ctx.ip).isAdmin : false;
    if (address !== viewer.address && !admin) throw forbidden("You may only read your own user");
    const user = await ctx.services.users.findByAddress(ctx.em, address);
    if (!user) return [];
    const populate = String(req.query.populate ?? "").split(",").includes("userType");
    const view = toUserType(user, ctx.ip);
    return [{
      _id: user.id,
      address: user.address,
      name: view.name,
      banned: user.banned,
      userType: populate ? { type: user.userType, ips: user.ips } : user.userType,
      sunc: view.sunc ? { address: view.sunc.address, encryptedPrivateKey: view.sunc.encryptedPrivateKey, __v: view.sunc.version } : null,
      refCode: user.refCode,
      createdAt: user.createdAt,
    }];
  }));

  router.post("/register", express.json({ limit: "16kb" }), rejectNulInput, route(async (ctx, req) => {
    const viewer = viewerOf(ctx);
    const parsed = registerBody.safeParse(req.body ?? {});
    if (!parsed.success) throw badInput(`Invalid register body at ${parsed.error.issues[0]?.path.join(".") || "(root)"}`);
    const body = parsed.data;
    if (body.address && body.address.toLowerCase() !== viewer.address) throw forbidden("address must be the signed-in wallet");
    const user = await ctx.services.users.register(ctx.em, viewer, {
      refCode: body.refCode ?? null,
      sunc: { version: Number(body.sunc?.__v ?? 1), address: String(body.sunc?.address ?? ""), encryptedPrivateKey: String(body.sunc?.encryptedPrivateKey ?? "") },
    }, ctx.ip);
    return { _id: user.id, address: user.address };
  }));

  router.get("/BridgeProcess", route(async (ctx, req) => {
    const viewer = viewerOf(ctx);
    const filter = filterParam(req);
    if (filter.address && String(filter.address).toLowerCase() !== viewer.address) throw forbidden("You may only read your own bridge processes");
    const created = (filter.createdAt ?? {}) as Record<string, unknown>;
    return ctx.services.bridge.list(ctx.em, {
      address: viewer.address,
      status: filter.status == null ? null : intParam(filter.status, "status", 0),
      processTypes: processTypesParam(filter.processType),
      createdFrom: dateParam(created.$gte ?? created.gte, "createdAt.$gte"),
      createdTo: dateParam(created.$lte ?? created.lte, "createdAt.$lte"),
      limit: intParam(req.query.limit, "limit", 100),
    });
  }));

  router.get("/Bonus", route(async (ctx, req) => {
    const viewer = viewerOf(ctx);
    const filter = filterParam(req);
    const who = String(filter.address ?? viewer.address).toLowerCase();
    if (filter.user && String(filter.user) !== viewer.user?.id) throw forbidden("You may only read your own bonuses");
    if (who !== viewer.address) throw forbidden("You may only read your own bonuses");
    const expired = (filter.expiredAt ?? {}) as Record<string, unknown>;
    const rows = await ctx.services.bonus.list(ctx.em, {
      address: who,
      expiringBefore: dateParam(expired.$lte ?? expired.lte, "expiredAt.$lte"),
      claimedOnly: filter.claimTx !== undefined && filter.claimTx !== null,
    });
    return rows.map((b) => ({ _id: b.id, address: b.address, user: viewer.user?.id ?? null, depositAmount: b.depositAmount, bonusAmount: b.bonusAmount, depositTx: b.depositTx, claimTx: b.claimTx, expiredAt: b.expiredAt, status: b.status }));
  }));

  router.post("/bonus/sync", route(async (ctx) => {
    const { address } = viewerOf(ctx); // before the chain is touched: a guest is refused, not an error
    return ctx.services.bonus.sync(ctx.em, ctx.services.chain.bonusManager, address);
  }));

  router.post("/bonus/check", route(async (ctx) => ({ res: await ctx.services.bonus.hasClaimable(ctx.em, viewerOf(ctx).address) })));

  router.use(lobbyRoutes(contextFor));
  router.post("/uploads", uploadRoute(contextFor));
  router.use(messageRoutes(contextFor), popupRoutes(contextFor), rankingRoutes(contextFor));

  router.use(notFound("rest", "Unknown API path"));
  // Body errors (size, charset, encoding, JSON) and domain errors in the REST shape; never a stack.
  router.use(errorHandler("rest"));
  return router;
}
