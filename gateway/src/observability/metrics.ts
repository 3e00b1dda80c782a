import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Distinct values a client-chosen label (an operation name) may take before the rest count as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The gateway's Prometheus metrics, on a registry of its own. */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: "sunrise_gateway_request_duration_seconds",
    help: "HTTP, GraphQL and REST requests by operation and outcome",
    labelNames: ["operation", "outcome"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly graphqlErrors = new Counter({ name: "sunrise_gateway_graphql_errors_total", help: "GraphQL errors sent, by code", labelNames: ["code"] as const, registers: [this.registry] });
  readonly websockets = new Gauge({ name: "sunrise_gateway_websocket_connections", help: "Open WebSocket connections", registers: [this.registry] });
  readonly subscriptions = new Gauge({ name: "sunrise_gateway_subscriptions", help: "Active GraphQL subscriptions by topic", labelNames: ["topic"] as const, registers: [this.registry] });
  readonly rateLimited = new Counter({ name: "sunrise_gateway_rate_limited_total", help: "Requests refused by a rate limit, by transport", labelNames: ["transport"] as const, registers: [this.registry] });
  private readonly operationNames = new Set<string>();

  constructor(defaults = true) {
    if (defaults) collectDefaultMetrics({ register: this.registry, prefix: "sunrise_gateway_" });
  }

  /** A GraphQL operation's label: its name while there are few distinct ones, so clients cannot grow the series without bound. */
  graphqlOperation(name: unknown): string {
    if (typeof name !== "string" || name === "") return "graphql anonymous";
    if (!this.operationNames.has(name)) {
      if (this.operationNames.size >= MAX_OPERATION_NAMES || !OPERATION_NAME.test(name)) return "graphql other";
      this.operationNames.add(name);
    }
    return `graphql ${name}`;
  }
}
