import type { GraphQLFormattedError } from "graphql";
import type { Logger } from "./logger.js";
import { requestIdOf } from "./request-id.js";

interface Operation {
  requestId: string;
  operation: string;
  started: number;
  failed: boolean;
}

/** What a graphql-ws subscribe message carries that names the operation and its id. */
export interface WsSubscribePayload {
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

/**
 * Request ids for WebSocket operations, as HTTP requests have: the client's `extensions.requestId`
 * on its subscribe message when it is a valid id, a new one otherwise; every log line of the
 * operation carries it (`reqId`), its errors carry it in `extensions.requestId`, and one line says
 * when it completed, like an HTTP request's.
 */
export class WsOperations {
  private readonly byConnection = new WeakMap<object, Map<string, Operation>>();

  constructor(private readonly logger: Logger) {}

  begin(connection: object, id: string, payload: WsSubscribePayload): string {
    const requestId = requestIdOf(payload.extensions?.requestId as string | undefined);
    let ops = this.byConnection.get(connection);
    if (!ops) this.byConnection.set(connection, (ops = new Map()));
    ops.set(id, { requestId, operation: `graphql ${payload.operationName || "anonymous"}`, started: performance.now(), failed: false });
    return requestId;
  }

  requestId(connection: object, id: string): string | undefined {
    return this.byConnection.get(connection)?.get(id)?.requestId;
  }

  /** The operation's logger: every line with its request id. */
  log(connection: object, id: string): Logger {
    const requestId = this.requestId(connection, id);
    return requestId ? this.logger.child({ reqId: requestId, transport: "websocket" }) : this.logger;
  }

  /** Errors as sent, each with the operation's request id. */
  withRequestId(connection: object, id: string, errors: readonly GraphQLFormattedError[]): GraphQLFormattedError[] {
    const op = this.byConnection.get(connection)?.get(id);
    if (!op) return [...errors];
    op.failed = true;
    return errors.map((e) => ({ ...e, extensions: { ...e.extensions, requestId: op.requestId } }));
  }

  /** The operation ended (completed, unsubscribed or refused): its one completion line. */
  end(connection: object, id: string): void {
    const ops = this.byConnection.get(connection);
    const op = ops?.get(id);
    if (!op) return;
    ops!.delete(id);
    const responseTime = Math.round((performance.now() - op.started) * 1e3) / 1e3;
    this.logger.info({ reqId: op.requestId, transport: "websocket", operation: op.operation, outcome: op.failed ? "graphql_error" : "ok", responseTime }, "websocket operation completed");
  }
}
