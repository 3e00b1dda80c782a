import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Context } from "../context.js";
import { DomainError, httpStatus } from "../errors.js";

export type ContextFor = (req: Request) => Promise<Context>;
export type JsonHandler = (ctx: Context, req: Request) => Promise<unknown>;

/**
 * A JSON GET route wherever it is mounted: a domain refusal answers its status and
 * `{ error: { code, message } }` here; anything else goes on to the mount's error handler.
 */
export function jsonRoute(contextFor: ContextFor, handler: JsonHandler): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.json(await handler(await contextFor(req), req));
    } catch (e) {
      if (e instanceof DomainError) return void res.status(httpStatus[e.code]).json({ error: { code: e.code, message: e.message } });
      next(e);
    }
  };
}
