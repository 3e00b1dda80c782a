import type { Server } from "node:http";
import { getOperationAST, type DocumentNode } from "graphql";
import type { GatewayMetrics } from "./metrics.js";

/** Counts open WebSocket connections on the server's /graphql path. */
export function countWebSockets(server: Server, metrics: GatewayMetrics): void {
  server.on("upgrade", (req: { url?: string }, socket: NodeJS.EventEmitter) => {
    if (!req.url?.startsWith("/graphql")) return;
    metrics.websockets.inc();
    socket.once("close", () => metrics.websockets.dec());
  });
}

/** Active subscriptions by topic (the subscription's root field), told by graphql-ws's start and completion of each operation. */
export class SubscriptionCounter {
  private readonly topics = new WeakMap<object, Map<string, string>>();

  constructor(private readonly metrics: GatewayMetrics) {}

  started(connection: object, id: string, document: DocumentNode, operationName: string | null | undefined): void {
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== "subscription") return;
    const first = operation.selectionSet.selections[0];
    const topic = first?.kind === "Field" ? first.name.value : "other";
    let ids = this.topics.get(connection);
    if (!ids) this.topics.set(connection, (ids = new Map()));
    ids.set(id, topic);
    this.metrics.subscriptions.inc({ topic });
  }

  completed(connection: object, id: string): void {
    const ids = this.topics.get(connection);
    const topic = ids?.get(id);
    if (topic === undefined) return;
    ids!.delete(id);
    this.metrics.subscriptions.dec({ topic });
  }
}
