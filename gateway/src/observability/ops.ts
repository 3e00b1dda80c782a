import type { Orm } from "@sunrise/db";
import { indexedChainCheck, postgresCheck, runChecks, serveOps, type OpsEndpoints, type Readiness } from "@sunrise/db/ops";
import type { GatewayEnv } from "../env.js";
import type { GatewayMetrics } from "./metrics.js";

/** Ready when Postgres answers, both chains' RPC answer and their indexers are within READY_MAX_LAG_BLOCKS. */
export const gatewayReadiness = (orm: Orm, env: GatewayEnv) => (): Promise<Readiness> =>
  runChecks(
    {
      postgres: postgresCheck(orm),
      assetChain: indexedChainCheck(orm, env.ASSET_RPC_URL, env.READY_MAX_LAG_BLOCKS),
      gameChain: indexedChainCheck(orm, env.GAME_RPC_URL, env.READY_MAX_LAG_BLOCKS),
    },
    env.READY_TIMEOUT_MS,
  );

/** /healthz and /ready for the public port, and with /metrics for the metrics listener. */
export function serveGatewayOps(options: { ready: () => Promise<Readiness>; metrics: GatewayMetrics; draining: () => boolean }) {
  const endpoints: OpsEndpoints = {
    ready: options.ready,
    draining: options.draining,
    metrics: async () => ({ contentType: options.metrics.registry.contentType, body: await options.metrics.registry.metrics() }),
  };
  const { metrics: _, ...publicEndpoints } = endpoints;
  return Object.assign(serveOps(publicEndpoints), { endpoints });
}
