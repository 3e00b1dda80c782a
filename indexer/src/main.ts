// One indexer process per chain: `INDEXER_CHAIN=asset|game tsx src/main.ts`.
import { readFileSync } from "node:fs";
import { createOrm } from "@sunrise/db";
import { createLogger, indexedChainCheck, latestBlock, postgresCheck, routeConsole, runChecks, startOpsServer } from "@sunrise/db/ops";
import { loadEnv } from "./env.js";
import { createProcessor, type Sources } from "./processor.js";
import { MikroDatabase } from "./store/mikro-database.js";
import { handleBatch } from "./dispatch.js";
import { IndexerMetrics } from "./observability/metrics.js";

const env = loadEnv();
const logger = createLogger({ service: "indexer", base: { chain: env.INDEXER_CHAIN }, level: env.LOG_LEVEL, pretty: env.LOG_PRETTY });
routeConsole(logger);
const deployments = JSON.parse(readFileSync(env.DEPLOYMENTS_FILE, "utf8"));
const chain = env.INDEXER_CHAIN === "asset" ? deployments.assetChain : deployments.gameChain;
const contracts: Record<string, string> = chain.contracts;
const lower = (a: string | undefined) => a?.toLowerCase();
const sources: Sources = {
  bridge: lower(env.INDEXER_CHAIN === "asset" ? contracts.AssetChainBridge : contracts.GameChainBridge)!,
  bonus: lower(contracts.BonusManager),
  staking: lower(contracts.Staking),
  cashier: lower(contracts.Cashier),
  token: lower(contracts.SUSD),
  vault: lower(contracts.UsdcVault),
  // GameTables and DecisionTables (casino hold'em, blackjack): the events they share have the same signatures.
  tables: Object.entries(contracts).filter(([name]) => name.startsWith("GameTable:") || name.startsWith("DecisionTable:")).map(([, a]) => a.toLowerCase()),
};
const rpcUrl: string = env.INDEXER_RPC_URL ?? chain.rpcUrl;

const orm = await createOrm(env.DATABASE_URL);
const metrics = new IndexerMetrics(env.INDEXER_CHAIN, () => latestBlock(rpcUrl, AbortSignal.timeout(env.READY_TIMEOUT_MS)));
const processor = createProcessor(
  { rpcUrl, startBlock: chain.startBlock, finality: env.FINALITY_CONFIRMATIONS, headPollInterval: env.HEAD_POLL_INTERVAL_MS, rateLimit: env.RPC_RATE_LIMIT },
  sources,
);
const database = new MikroDatabase(orm, `${env.INDEXER_CHAIN}-chain`, chain.chainId, chain.startBlock, {
  observer: {
    committed: (height, seconds) => {
      metrics.committed(height, seconds);
      logger.debug({ height, seconds }, "committed");
    },
    reorged: (depth) => {
      metrics.reorged(depth);
      logger.warn({ depth }, "chain reorganised: rolled back indexed blocks");
    },
    postgresUnreachable: (err, attempt, retryInMs) => logger.error({ err, attempt, retryInMs }, "Postgres unreachable: the batch is kept and written again"),
  },
});

let draining = false;
const ops =
  env.INDEXER_METRICS_PORT > 0
    ? await startOpsServer(env.INDEXER_METRICS_PORT, env.METRICS_HOST, {
        ready: () => runChecks({ postgres: postgresCheck(orm), chain: indexedChainCheck(orm, rpcUrl, env.READY_MAX_LAG_BLOCKS) }, env.READY_TIMEOUT_MS),
        metrics: async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }),
        draining: () => draining,
      })
    : undefined;
logger.info({ chainId: chain.chainId, rpcUrl, startBlock: chain.startBlock, metricsPort: ops?.port }, "indexing");

/** Each batch commits with its head in one transaction: stopping waits for the commit in flight, and what is not committed is redone on restart. */
const shutdown = async (signal: NodeJS.Signals) => {
  if (draining) return;
  draining = true;
  logger.info({ signal }, "shutting down: waiting for the commit in flight");
  const settled = await Promise.race([database.settled().then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 10_000))]).catch(() => false);
  await ops?.close();
  logger.info({ settled }, "stopped");
  logger.flush(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

processor.run(database, async (ctx) => {
  await handleBatch(ctx, env.INDEXER_CHAIN, chain.chainId, sources);
  metrics.batchHandled(ctx.blocks);
});
