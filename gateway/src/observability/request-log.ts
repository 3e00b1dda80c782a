import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "./logger.js";
import type { GatewayMetrics } from "./metrics.js";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.js";

/** What the request middleware keeps in `res.locals` for the rest of the request. */
export interface RequestLocals {
  requestId: string;
  /** The request's child logger, made on first use (most requests log only their completion line). */
  log?: Logger;
  /** Set by the GraphQL plugin when the answer carried errors. */
  graphqlFailed?: boolean;
}

export const requestLocals = (res: Response): RequestLocals => res.locals as RequestLocals;

/** A logger whose every line carries the request's id. */
export const requestLogger = (res: Response, root: Logger): Logger => {
  const locals = requestLocals(res);
  return (locals.log ??= root.child({ reqId: locals.requestId }));
};

const operationNameOf = (req: Request): unknown =>
  req.method === "GET" ? (req.query as { operationName?: unknown } | undefined)?.operationName : (req.body as { operationName?: unknown } | undefined)?.operationName;

/** A bounded label for what was asked: the GraphQL operation, the REST route, or the kind of path. */
function operationOf(req: Request, metrics: GatewayMetrics): string {
  const path = req.originalUrl;
  if (path.startsWith("/graphql")) return req.headers.upgrade ? "graphql websocket" : metrics.graphqlOperation(operationNameOf(req));
  const route = (req as { route?: { path?: unknown } }).route?.path;
  // Routes of the /api/v1 router are relative to it; /api/games is mounted on the app itself.
  if (path.startsWith("/api/")) return typeof route === "string" ? `${req.method} ${path.startsWith("/api/v1/") ? "/api/v1" : ""}${route}` : "rest other";
  if (path.startsWith("/rpc")) return "rpc";
  if (path.startsWith("/uploads")) return "uploads";
  return "static";
}

function outcomeOf(res: Response, locals: RequestLocals): string {
  if (!res.writableFinished) return "aborted";
  if (res.statusCode >= 500) return "server_error";
  if (res.statusCode >= 400) return "client_error";
  return locals.graphqlFailed ? "graphql_error" : "ok";
}

const pathOf = (url: string) => {
  const q = url.indexOf("?");
  // The query string can carry a GraphQL document and its variables: never logged.
  return q < 0 ? url : url.slice(0, q);
};

/**
 * Gives each request an id (the client's x-request-id when acceptable), answers it in the same
 * header, lets later handlers log with it (`requestLogger`), and on completion writes one log line
 * carrying it and one duration observation.
 */
export function requestLog(logger: Logger, metrics: GatewayMetrics): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    // Later readers of the request (Apollo's plugins get a copy of its headers) see the accepted id.
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const locals = res.locals as RequestLocals;
    locals.requestId = requestId;
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const operation = operationOf(req, metrics);
      const outcome = outcomeOf(res, locals);
      metrics.requestDuration.observe({ operation, outcome }, seconds);
      if (res.statusCode === 429) metrics.rateLimited.inc({ transport: "http" });
      const level = res.statusCode >= 500 ? "error" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const line = { reqId: requestId, req: { method: req.method, path: pathOf(req.originalUrl), ip: req.ip, ...(logger.isLevelEnabled("debug") ? { headers: req.headers } : {}) }, res: { statusCode: res.statusCode }, operation, outcome, responseTime: Math.round(seconds * 1e6) / 1e3 };
      logger[level](line, "request completed");
    });
    next();
  };
}
