import type { RequestHandler } from "express";
import { RateLimitedError, type RateLimits } from "./rate-limits.js";

/**
 * Counts every API request (GraphQL, REST, RPC) against its IP address before any work is done,
 * answering 429 with Retry-After in the shape the path speaks.
 */
export function limitByIp(limits: RateLimits, shape: "graphql" | "rest" | "rpc"): RequestHandler {
  return async (req, res, next) => {
    try {
      await limits.consumeIp(req.ip ?? "");
      next();
    } catch (e) {
      if (!(e instanceof RateLimitedError)) return next(e);
      const { message } = e;
      const code = e.code;
      res.set("retry-after", String(e.retryAfterSeconds)).status(429);
      if (shape === "graphql") res.json({ errors: [{ message, extensions: { code } }] });
      else if (shape === "rpc") res.json({ jsonrpc: "2.0", id: null, error: { code: -32005, message } });
      else res.json({ error: { code, message } });
    }
  };
}
