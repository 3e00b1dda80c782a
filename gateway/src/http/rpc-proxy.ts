import express, { type Router } from "express";
import { ErrorCode } from "../errors.js";
import type { RateLimits } from "../protection/rate-limits.js";
import { RateLimitedError } from "../protection/rate-limits.js";
import { classifyError, errorHandler, sendFailure } from "./error-handler.js";
import { checkRpcBody } from "./rpc-request.js";

const UPSTREAM_TIMEOUT_MS = 30_000;

const rpcError = (res: express.Response, status: number, id: unknown, code: number, message: string) =>
  void res.status(status).json({ jsonrpc: "2.0", id, error: { code, message } });

/**
 * POST /rpc/asset and /rpc/game forward JSON-RPC to the chains, so the browser needs only one origin.
 * Only validated calls are forwarded (re-serialised: nothing but jsonrpc, id, method and params).
 */
export function rpcProxy(targets: Record<string, string>, limits: RateLimits): Router {
  const router = express.Router();
  const targetOf = (chain: string | undefined) => (chain && Object.hasOwn(targets, chain) ? targets[chain] : undefined);

  router.post("/:chain", (req, res, next) => (targetOf(req.params.chain) ? next() : rpcError(res, 404, null, -32601, "Unknown chain")));
  router.post("/:chain", express.json({ limit: "256kb" }), async (req, res) => {
    const target = targetOf(req.params.chain)!;
    if (!req.is("application/json")) return rpcError(res, 415, null, -32600, "Send JSON-RPC as application/json");
    const check = checkRpcBody(req.body);
    if (!check.ok) return rpcError(res, check.status, check.id, check.code, check.message);
    try {
      // A batch costs one request per call against the IP's limit (the request itself paid for one).
      if (check.calls.length > 1) await limits.consumeIp(req.ip ?? "", check.calls.length - 1);
    } catch (e) {
      if (!(e instanceof RateLimitedError)) throw e;
      res.set("retry-after", String(e.retryAfterSeconds));
      return sendFailure(res, "rpc", classifyError(e));
    }
    const forwarded = check.calls.map(({ jsonrpc, id, method, params }) => ({ jsonrpc, id, method, params }));
    try {
      const upstream = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(check.batch ? forwarded : forwarded[0]),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      const text = await upstream.text();
      if (upstream.status >= 500) return rpcError(res, 502, check.calls[0]!.id ?? null, -32603, "Chain unavailable");
      res.status(upstream.status).type("application/json").send(text);
    } catch {
      rpcError(res, 502, check.calls[0]!.id ?? null, -32603, "Chain unavailable");
    }
  });
  router.all("/:chain", (req, res) => {
    if (!targetOf(req.params.chain)) return rpcError(res, 404, null, -32601, "Unknown chain");
    res.set("allow", "POST");
    sendFailure(res, "rpc", { status: 405, code: ErrorCode.METHOD_NOT_ALLOWED, message: "JSON-RPC takes POST only" });
  });
  router.use((_req, res) => rpcError(res, 404, null, -32601, "Unknown chain"));
  router.use(errorHandler("rpc"));
  return router;
}
