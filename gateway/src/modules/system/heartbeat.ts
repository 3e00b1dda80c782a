import { HEARTBEAT_INTERVAL_MS, recordHeartbeat, removeReplica } from "@sunrise/db/ops";
import type { Orm } from "@sunrise/db";
import type { Logger } from "../../observability/logger.js";
import type { GatewayMetrics } from "../../observability/metrics.js";

const sum = async (gauge: { get(): Promise<{ values: { value: number }[] }> }) => (await gauge.get()).values.reduce((n, v) => n + v.value, 0);

/** Writes this replica's heartbeat with its own connection gauges every few seconds, so any replica can list every one. */
export function startHeartbeat(options: { orm: Orm; id: string; url: string; metrics: GatewayMetrics; logger: Logger; intervalMs?: number }): { beat(): Promise<void>; stop(): Promise<void> } {
  const startedAt = new Date();
  let failing = false;
  const beat = async () => {
    try {
      await recordHeartbeat(options.orm.em.fork(), {
        id: options.id,
        url: options.url,
        startedAt,
        websocketConnections: await sum(options.metrics.websockets),
        subscriptions: await sum(options.metrics.subscriptions),
      });
      if (failing) options.logger.info({ replica: options.id }, "replica heartbeat recorded again");
      failing = false;
    } catch (err) {
      if (!failing) options.logger.warn({ err, replica: options.id }, "replica heartbeat failed");
      failing = true;
    }
  };
  const timer = setInterval(() => void beat(), options.intervalMs ?? HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return {
    beat,
    stop: async () => {
      clearInterval(timer);
      await removeReplica(options.orm.em.fork(), options.id).catch(() => undefined);
    },
  };
}
