import type { RequestHandler } from "express";
import { classifyError, sendFailure, type ErrorShape } from "../http/error-handler.js";
import { RateLimitedError, type RateLimits } from "./rate-limits.js";

/**
 * Counts every API request (GraphQL, REST, RPC) against its IP address before any work is done,
 * answering 429 with Retry-After in the shape the path speaks.
 */
export function limitByIp(limits: RateLimits, shape: ErrorShape): RequestHandler {
  return async (req, res, next) => {
    try {
      await limits.consumeIp(req.ip ?? "");
      next();
    } catch (e) {
      if (!(e instanceof RateLimitedError)) return next(e);
      res.set("retry-after", String(e.retryAfterSeconds));
      sendFailure(res, shape, classifyError(e));
    }
  };
}
