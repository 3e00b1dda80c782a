import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/** One running gateway process as it last reported itself, so any replica can list them all. */
export const GatewayReplica = defineEntity({
  name: "GatewayReplica",
  properties: {
    /** Chosen by the process when it starts (host, pid and a random suffix). */
    id: p.string().length(96).primary(),
    /** Where it listens, as it tells clients. */
    url: p.string().length(200),
    startedAt: p.datetime(),
    heartbeatAt: p.datetime().index(),
    /** Its sunrise_gateway_websocket_connections gauge at the heartbeat. */
    websocketConnections: p.integer().default(0),
    /** The sum of its sunrise_gateway_subscriptions gauge at the heartbeat. */
    subscriptions: p.integer().default(0),
  },
});
export type GatewayReplica = InferEntity<typeof GatewayReplica>;
