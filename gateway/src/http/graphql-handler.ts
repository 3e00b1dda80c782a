import { HeaderMap, type ApolloServer, type BaseContext } from "@apollo/server";
import type { Request, RequestHandler, Response } from "express";
import { ErrorCode } from "../errors.js";
import { jsonNesting, tooDeepJson } from "../protection/json-nesting.js";
import { bracketNesting, checkSource, type SourceLimits } from "../protection/source-limits.js";
import { credentialsFromHeaders, hasCredentials } from "./credentials.js";
import type { PublicAnswer, PublicAnswers } from "./public-answers.js";
import { isPublicQuery } from "./public-operation.js";

/** Errors of a well-formed request that GraphQL over HTTP answers 200 when the client accepts application/json. */
const REQUEST_ERROR_CODES = new Set<string>(["GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", ErrorCode.BAD_USER_INPUT, ErrorCode.RESPONSE_TOO_LARGE]);

interface ErrorBody {
  data?: unknown;
  errors?: { extensions?: { code?: unknown } }[];
}

/**
 * GraphQL over HTTP status: with `application/graphql-response+json` a parse, validation or
 * variable-coercion failure keeps Apollo's 4xx; with `application/json` it answers 200 (the
 * spec's SHOULD: such clients read `errors`, not the status).
 */
function statusFor(status: number, contentType: string | undefined, body: string): number {
  if (status !== 400 || !contentType?.startsWith("application/json")) return status;
  try {
    const parsed = JSON.parse(body) as ErrorBody;
    const codes = (parsed.errors ?? []).map((e) => String(e.extensions?.code));
    return parsed.data === undefined && codes.length > 0 && codes.every((c) => REQUEST_ERROR_CODES.has(c)) ? 200 : status;
  } catch {
    return status;
  }
}

const GRAPHQL_RESPONSE = "application/graphql-response+json";

export interface GraphqlHandlerOptions {
  sourceLimits: SourceLimits & { maxTokens: number };
  maxResponseBytes: number;
  /** Guests' public answers built once per change; absent or disabled: every request executes. */
  publicAnswers?: PublicAnswers;
}

/** A context that counts how often the viewer was read (OperationContext). */
type Counted = BaseContext & { viewerReads?: number };

/** Apollo refuses a GET without one of these (CSRF prevention): a kept answer must not bypass that. */
const preflighted = (req: Request) => Boolean(req.headers["apollo-require-preflight"] || req.headers["x-apollo-operation-name"]);

/**
 * The key of a guest's request for a possibly public answer: the exact operation, variables and
 * Accept header. Undefined for signed-in requests (they always execute, so rate limits per address
 * and bans apply), persisted-query extensions and GETs Apollo would refuse.
 */
function publicKeyOf(req: Request): string | undefined {
  if (hasCredentials(credentialsFromHeaders(req.headers))) return undefined;
  const accept = req.headers.accept ?? "";
  if (req.method === "GET") return preflighted(req) && typeof (req.query as { query?: unknown }).query === "string" ? `G ${accept}\n${req.url}` : undefined;
  if (req.method !== "POST") return undefined;
  const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown } | undefined;
  if (typeof body?.query !== "string" || body.extensions != null) return undefined;
  return `P ${accept}\n${typeof body.operationName === "string" ? body.operationName : ""}\n${JSON.stringify(body.variables ?? null)}\n${body.query}`;
}

const operationNameOf = (req: Request): string | undefined => {
  const name = req.method === "GET" ? (req.query as { operationName?: unknown }).operationName : (req.body as { operationName?: unknown }).operationName;
  return typeof name === "string" && name !== "" ? name : undefined;
};

const answeredData = (body: string): boolean => {
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown };
    return parsed.errors === undefined && parsed.data != null;
  } catch {
    return false;
  }
};

/**
 * A kept answer with its validator: shared caches may keep one that no resolver read the viewer
 * for (a second, over GET only); any other is the guest's and revalidated each time (a 304 is cheap).
 */
function sendPublic(req: Request, res: Response, answer: PublicAnswer): void {
  res.setHeader("etag", answer.etag);
  res.setHeader("vary", "Accept");
  res.setHeader("cache-control", answer.viewerFree && req.method === "GET" ? "public, max-age=1" : "private, no-cache");
  if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = answer.status;
  res.setHeader("content-type", answer.contentType);
  res.setHeader("content-length", answer.body.byteLength);
  res.end(answer.body);
}

/** The document a POST body or GET query string carries, to check before Apollo parses it. */
function sourceOf(req: Request): string | undefined {
  const fromBody = (req.body as { query?: unknown } | undefined)?.query;
  if (typeof fromBody === "string") return fromBody;
  const fromQuery = (req.query as { query?: unknown }).query;
  return typeof fromQuery === "string" ? fromQuery : undefined;
}

/**
 * Refuses `variables` or `extensions` nested deeper than a document may nest brackets (400
 * BAD_USER_INPUT), before anything serialises or walks them: a GET carries them as JSON text.
 */
function checkRequestJson(req: Request, maxNesting: number): void {
  const carried = (req.method === "GET" ? req.query : req.body) as { variables?: unknown; extensions?: unknown } | undefined;
  for (const what of ["variables", "extensions"] as const) {
    const value = carried?.[what];
    const depth = typeof value === "string" ? bracketNesting(value) : jsonNesting(value, maxNesting);
    if (depth > maxNesting) throw tooDeepJson(what, maxNesting);
  }
}

const tooLarge = (bytes: number, max: number) =>
  JSON.stringify({ errors: [{ message: `The answer would be ${bytes} bytes; the limit is ${max}: ask for fewer items or fields`, extensions: { code: ErrorCode.RESPONSE_TOO_LARGE } }] });

/**
 * Serves Apollo on express (as @as-integrations/express5 does) and adds what it lacks: a request
 * without a parsed body is Apollo's 400 rather than a 500, the GraphQL-over-HTTP status for
 * application/json, a bracket-nesting check before the parser can recurse, and a cap on the answer's size. Anything thrown goes to the path's error handler.
 */
export function graphqlHandler<C extends Counted>(apollo: ApolloServer<C>, context: (req: Request, res: Response) => Promise<C>, options: GraphqlHandlerOptions): RequestHandler {
  const { maxResponseBytes, publicAnswers } = options;

  /** Answers the request; returns the public answer it made from data of `version`, if it made one. */
  const execute = async (req: Request, res: Response, publicKey: string | undefined, version = publicAnswers?.current ?? 0): Promise<PublicAnswer | undefined> => {
    const source = sourceOf(req);
    if (source !== undefined) {
      try {
        checkSource(source, options.sourceLimits);
      } catch (e) {
        const body = JSON.stringify({ errors: [{ message: (e as Error).message, extensions: { code: "GRAPHQL_PARSE_FAILED" } }] });
        const type = req.accepts(["application/json", GRAPHQL_RESPONSE]) === GRAPHQL_RESPONSE ? GRAPHQL_RESPONSE : "application/json";
        res.status(type === GRAPHQL_RESPONSE ? 400 : 200).type(type).send(body);
        return undefined;
      }
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    let contextValue: C | undefined;
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: new URL(req.url, "http://x").search, body: req.body },
      context: async () => (contextValue = await context(req, res)),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    if (answer.body.kind === "complete") {
      let body = answer.body.string;
      let status = answer.status ?? 200;
      if (Buffer.byteLength(body) > maxResponseBytes) {
        body = tooLarge(Buffer.byteLength(body), maxResponseBytes);
        status = 400;
      }
      const contentType = answer.headers.get("content-type") ?? "application/json; charset=utf-8";
      if (publicAnswers && publicKey !== undefined && status === 200 && source !== undefined && answeredData(body) && isPublicQuery(source, operationNameOf(req), options.sourceLimits.maxTokens)) {
        const kept = publicAnswers.put(publicKey, version, { status, contentType, body: Buffer.from(body), viewerFree: contextValue?.viewerReads === 0 });
        if (kept) {
          sendPublic(req, res, kept);
          return kept;
        }
      }
      if (!res.hasHeader("cache-control")) res.setHeader("cache-control", "no-store");
      res.status(statusFor(status, contentType, body)).send(body);
      return undefined;
    }
    res.status(answer.status ?? 200);
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
    return undefined;
  };

  return async (req, res, next) => {
    try {
      checkRequestJson(req, options.sourceLimits.maxNesting);
      const publicKey = publicAnswers?.enabled ? publicKeyOf(req) : undefined;
      if (publicAnswers && publicKey !== undefined) {
        const kept = publicAnswers.get(publicKey);
        if (kept) return sendPublic(req, res, kept);
        // Misses of one key share one build; the request that runs it is answered by it.
        let answered = false;
        let built: PublicAnswer | undefined;
        try {
          built = await publicAnswers.share(publicKey, (version) => {
            answered = true;
            return execute(req, res, publicKey, version);
          });
        } catch (e) {
          if (answered) throw e; // another request's failed build: this one runs its own
        }
        if (answered) return;
        if (built) return sendPublic(req, res, built);
      }
      await execute(req, res, publicKey);
    } catch (e) {
      next(e);
    }
  };
}
