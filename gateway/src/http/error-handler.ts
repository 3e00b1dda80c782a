import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { DomainError, ErrorCode, httpStatus } from "../errors.js";
import { RateLimitedError } from "../protection/rate-limits.js";

/** The error shape each path speaks: GraphQL `{ errors }`, REST `{ error }`, JSON-RPC `{ jsonrpc, error }`. */
export type ErrorShape = "graphql" | "rest" | "rpc";

export interface HttpFailure {
  status: number;
  code: ErrorCode;
  message: string;
}

/** body-parser's error types, answered with a stable code and a message of our own (never theirs: it can echo the body). */
const BODY_ERRORS: Record<string, [ErrorCode, string]> = {
  "entity.too.large": [ErrorCode.PAYLOAD_TOO_LARGE, "Request body is too large"],
  "entity.parse.failed": [ErrorCode.BAD_REQUEST, "Malformed JSON body"],
  "charset.unsupported": [ErrorCode.UNSUPPORTED_MEDIA_TYPE, "Unsupported charset; send UTF-8"],
  "encoding.unsupported": [ErrorCode.UNSUPPORTED_MEDIA_TYPE, "Unsupported content encoding; send identity, gzip, deflate or br"],
  "request.aborted": [ErrorCode.BAD_REQUEST, "Request body was cut short"],
  "request.size.invalid": [ErrorCode.BAD_REQUEST, "Request body does not match its Content-Length"],
  "parameters.too.many": [ErrorCode.PAYLOAD_TOO_LARGE, "Too many parameters"],
};

/** JSON-RPC error codes for our stable codes (-32005 is the de facto "limit exceeded"). */
export const RPC_CODES: Partial<Record<ErrorCode, number>> = {
  BAD_REQUEST: -32700,
  BAD_USER_INPUT: -32600,
  FORBIDDEN: -32601,
  NOT_FOUND: -32601,
  RATE_LIMITED: -32005,
  PAYLOAD_TOO_LARGE: -32600,
  UNSUPPORTED_MEDIA_TYPE: -32600,
  METHOD_NOT_ALLOWED: -32600,
};

/** Maps anything thrown while serving a request to a status, a stable code and a safe message. */
export function classifyError(err: unknown): HttpFailure {
  if (err instanceof DomainError) return { status: httpStatus[err.code], code: err.code, message: err.message };
  const e = (err ?? {}) as { type?: unknown; status?: unknown; statusCode?: unknown };
  const known = typeof e.type === "string" ? BODY_ERRORS[e.type] : undefined;
  if (known) return { status: httpStatus[known[0]], code: known[0], message: known[1] };
  const status = Number(e.status ?? e.statusCode);
  // A 4xx from the body reader we did not name (broken gzip, a stream error): still the client's.
  if (status >= 400 && status < 500) {
    if (status === 413) return { status, code: ErrorCode.PAYLOAD_TOO_LARGE, message: "Request body is too large" };
    if (status === 415) return { status, code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: "Unsupported media type" };
    return { status: 400, code: ErrorCode.BAD_REQUEST, message: "Malformed request body" };
  }
  return { status: 500, code: ErrorCode.INTERNAL, message: "Something went wrong" };
}

export function sendFailure(res: Response, shape: ErrorShape, f: HttpFailure, rpcId: unknown = null): void {
  res.status(f.status);
  if (shape === "graphql") res.json({ errors: [{ message: f.message, extensions: { code: f.code, ...requestIdOf(res) } }] });
  else if (shape === "rpc") res.json({ jsonrpc: "2.0", id: rpcId, error: { code: RPC_CODES[f.code] ?? -32603, message: f.message, data: { code: f.code } } });
  else res.json({ error: { code: f.code, message: f.message } });
}

/** The request's id (set by the request log) for a GraphQL error's extensions. */
const requestIdOf = (res: Response): { requestId?: string } => {
  const id = res.getHeader("x-request-id");
  return typeof id === "string" ? { requestId: id } : {};
};

/** The last error handler of a path: JSON in the path's shape, whatever went wrong, in every mode. */
export function errorHandler(shape: ErrorShape): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err);
    const failure = classifyError(err);
    if (failure.status >= 500) console.error(err);
    if (err instanceof RateLimitedError) res.set("retry-after", String(err.retryAfterSeconds));
    sendFailure(res, shape, failure);
  };
}

/** Answers a path nothing served with 404 NOT_FOUND in the path's shape. */
export function notFound(shape: ErrorShape, message = "Unknown path"): RequestHandler {
  return (_req, res) => sendFailure(res, shape, { status: 404, code: ErrorCode.NOT_FOUND, message });
}
