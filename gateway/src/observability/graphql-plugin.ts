import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import type { Response } from "express";
import { ErrorCode } from "../errors.js";
import type { Logger } from "./logger.js";
import type { GatewayMetrics } from "./metrics.js";
import { REQUEST_ID_HEADER } from "./request-id.js";
import { requestLocals, requestLogger } from "./request-log.js";

/** The HTTP response on each operation's context, so the plugin can reach the request's logger (a symbol: Apollo copies the context's own properties). */
const RESPONSE = Symbol("response");

export const bindResponse = (context: object, res: Response | undefined): void => {
  if (res) (context as { [RESPONSE]?: Response })[RESPONSE] = res;
};

const responseOf = (context: unknown): Response | undefined => (context as { [RESPONSE]?: Response })[RESPONSE];

const EXPECTED = new Set<string>([...Object.values(ErrorCode), "GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "BAD_REQUEST", "PERSISTED_QUERY_NOT_FOUND"]);

/**
 * Puts the request id in every GraphQL error's extensions, counts errors by code, marks the
 * request as failed for its duration metric, and logs unexpected errors with the request's logger.
 */
export function observeOperations<C extends BaseContext>(metrics: GatewayMetrics, logger: Logger): ApolloServerPlugin<C> {
  return {
    requestDidStart: async () => ({
      didEncounterErrors: async ({ contextValue, errors }) => {
        const res = responseOf(contextValue);
        const log = res ? requestLogger(res, logger) : logger;
        for (const error of errors) {
          const code = String(error.extensions?.code ?? ErrorCode.INTERNAL);
          if (!EXPECTED.has(code) || code === ErrorCode.INTERNAL) log.error({ err: error.originalError ?? error, path: error.path }, "operation failed");
        }
      },
      willSendResponse: async ({ contextValue, request, response }) => {
        if (response.body.kind !== "single" || !response.body.singleResult.errors) return;
        const requestId = request.http?.headers.get(REQUEST_ID_HEADER);
        const res = responseOf(contextValue);
        if (res) requestLocals(res).graphqlFailed = true;
        response.body.singleResult.errors = response.body.singleResult.errors.map((e) => {
          const code = String(e.extensions?.code ?? ErrorCode.INTERNAL);
          metrics.graphqlErrors.inc({ code });
          // A 429 is counted by the HTTP middleware already.
          if (code === ErrorCode.RATE_LIMITED && response.http.status !== 429) metrics.rateLimited.inc({ transport: "graphql" });
          return requestId ? { ...e, extensions: { ...e.extensions, requestId } } : e;
        });
      },
    }),
  };
}
