import type { Server } from "node:http";
import { GraphQLError, specifiedRules, validate, type DocumentNode, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from "graphql";
import { WebSocketServer } from "ws";
import type { IncomingMessage } from "node:http";
import type { Context } from "../context.js";
import { ErrorCode } from "../errors.js";
import { checkOperation, countOperation, type Admission } from "../protection/admit-operation.js";
import { depthLimit } from "../protection/depth-limit.js";
import { parseWithinLimits } from "../protection/source-limits.js";
import { checkJsonNesting } from "../protection/json-nesting.js";
import { sharedSubscribe } from "../graphql/shared-subscribe.js";
import { sendNext, serveSockets } from "./graphql-ws-socket.js";
import { clientAddress } from "./credentials.js";
import { refuseBannedSession } from "../modules/auth/banned.js";
import { WsOperations } from "../observability/ws-operations.js";
import type { Logger } from "../observability/logger.js";

const CLOSE_FORBIDDEN = 4403;

type Format = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export interface GraphqlWsOptions {
  schema: GraphQLSchema;
  admission: Admission;
  /** The context of one operation, built from the connection's params and upgrade request. */
  context: (params: Record<string, unknown> | undefined, request: IncomingMessage) => Promise<Context>;
  /** Why a connection's credentials may not connect at all (a banned account), or undefined. */
  connectionRefusal?: (params: Record<string, unknown> | undefined, request: IncomingMessage) => Promise<string | undefined>;
  formatError: Format;
  /** Largest message a client may send (the HTTP body limit). */
  maxPayloadBytes: number;
  maxResponseBytes: number;
  /** Told when an operation starts executing and when it completes (metrics). */
  operations?: {
    started(connection: object, id: string, document: DocumentNode, operationName: string | null | undefined): void;
    completed(connection: object, id: string): void;
  };
  /** Each operation's lines carry its request id; unexpected errors are logged here. */
  logger: Logger;
}

const ipOf = (request: IncomingMessage) => clientAddress(request);

/** Parsed, validated documents by source: thousands of clients send the same few operations. */
const DOCUMENTS_KEPT = 200;
/** Longer sources are parsed each time rather than kept. */
const DOCUMENT_KEPT_CHARS = 16 * 1024;

type Checked = { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[] };

const asGraphQLError = (e: unknown, log: Logger): GraphQLError => {
  if (e instanceof GraphQLError) return e;
  log.error({ err: e }, "operation failed");
  return new GraphQLError("Something went wrong", { extensions: { code: ErrorCode.INTERNAL } });
};

/**
 * graphql-ws on the HTTP server's /graphql path. Each operation, a subscription when it starts, is
 * parsed within the token and nesting caps, validated with the depth limit, counted against the
 * IP's limit and admitted exactly like an HTTP one; errors are formatted by the same formatError.
 */
export function serveGraphqlWs(httpServer: Server, options: GraphqlWsOptions) {
  const { schema, admission, formatError } = options;
  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql", maxPayload: options.maxPayloadBytes });
  const format = (errors: readonly GraphQLError[]) => errors.map((e) => formatError(e.toJSON(), e));
  const operations = new WsOperations(options.logger);
  const documents = new Map<string, Checked>();
  /** Operations (source, name, variables) that passed the static checks, and whether they sign in. */
  const admitted = new Map<string, { signsIn: boolean }>();
  /** Operation key of each subscription's context, for executing an event once per operation. */
  const operationKeys = new WeakMap<object, string>();
  /** What is sent for a (shared) result: formatted, size-checked and serialised once however many sockets get it. */
  const sent = new WeakMap<ExecutionResult, string>();

  const check = (source: string): Checked => {
    const kept = documents.get(source);
    if (kept) return kept;
    let checked: Checked;
    try {
      const document = parseWithinLimits(source, admission.limits);
      const invalid = validate(schema, document, [...specifiedRules, depthLimit(admission.limits.maxDepth)]);
      checked = invalid.length > 0 ? { errors: invalid.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: "GRAPHQL_VALIDATION_FAILED", ...e.extensions } })) } : { document };
    } catch (e) {
      checked = { errors: [asGraphQLError(e, options.logger)] };
    }
    if (source.length <= DOCUMENT_KEPT_CHARS) {
      if (documents.size >= DOCUMENTS_KEPT) documents.delete(documents.keys().next().value!);
      documents.set(source, checked);
    }
    return checked;
  };

  const render = (result: ExecutionResult, withRequestId?: (errors: GraphQLFormattedError[]) => GraphQLFormattedError[]): string => {
    const formatted = result.errors ? format(result.errors) : undefined;
    const errors = formatted && withRequestId ? withRequestId(formatted) : formatted;
    const json = JSON.stringify({ ...result, errors });
    if (Buffer.byteLength(json) <= options.maxResponseBytes) return json;
    return JSON.stringify({ errors: [{ message: `The answer is larger than ${options.maxResponseBytes} bytes: ask for fewer items or fields`, extensions: { code: ErrorCode.RESPONSE_TOO_LARGE } }] });
  };

  return serveSockets(
    {
      schema,
      subscribe: sharedSubscribe((args) => (args.contextValue ? operationKeys.get(args.contextValue) : undefined)),
      onConnect: async (ctx) => {
        try {
          await admission.rateLimits.consumeIp(ipOf(ctx.extra.request));
        } catch {
          return false;
        }
        const refusal = await options.connectionRefusal?.(ctx.connectionParams, ctx.extra.request);
        if (refusal === undefined) return true;
        // 4403 is graphql-ws's Forbidden; the reason says why (the default close would only say "Forbidden").
        ctx.extra.socket.close(CLOSE_FORBIDDEN, refusal);
        return false;
      },
      onSubscribe: async (ctx, id, payload) => {
        operations.begin(ctx, id, payload);
        try {
          await admission.rateLimits.consumeIp(ipOf(ctx.extra.request));
          const source = String(payload.query ?? "");
          const { document, errors } = check(source);
          if (errors) return [...errors];
          const contextValue = await options.context(ctx.connectionParams, ctx.extra.request);
          refuseBannedSession(contextValue.bannedSession, document, payload.operationName);
          const variables = payload.variables ?? {};
          checkJsonNesting(variables, admission.limits.maxNesting, "variables");
          const key = `${payload.operationName ?? ""}\n${JSON.stringify(variables)}\n${source}`;
          let checked = admitted.get(key);
          if (!checked) {
            checked = checkOperation(admission, { document, operationName: payload.operationName, variables });
            if (key.length <= DOCUMENT_KEPT_CHARS) {
              if (admitted.size >= DOCUMENTS_KEPT) admitted.delete(admitted.keys().next().value!);
              admitted.set(key, checked);
            }
          }
          await countOperation(admission, { ip: contextValue.ip, address: contextValue.signedInAddress }, checked.signsIn);
          operationKeys.set(contextValue, key);
          options.operations?.started(ctx, id, document, payload.operationName);
          return { schema, document, operationName: payload.operationName, variableValues: variables, contextValue };
        } catch (e) {
          return [asGraphQLError(e, operations.log(ctx, id))];
        }
      },
      onError: (ctx, id, _payload, errors) => {
        const sent = operations.withRequestId(ctx, id, format(errors));
        operations.end(ctx, id);
        return sent;
      },
      onComplete: (ctx, id) => {
        options.operations?.completed(ctx, id);
        operations.end(ctx, id);
      },
      onNext: (ctx, id, _payload, _args, result) => {
        // An answer with errors carries this operation's request id, so it is rendered for this operation alone.
        if (result.errors) return sendNext(ctx.extra.socket, id, render(result, (errors) => operations.withRequestId(ctx, id, errors)));
        let json = sent.get(result);
        if (json === undefined) sent.set(result, (json = render(result)));
        return sendNext(ctx.extra.socket, id, json);
      },
    },
    wsServer,
  );
}
