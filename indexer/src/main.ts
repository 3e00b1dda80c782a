// One indexer process per chain: `INDEXER_CHAIN=asset|game tsx src/main.ts`.
import { readFileSync } from "node:fs";
import { createOrm } from "@sunrise/db";
import { loadEnv } from "./env.js";
import { createProcessor } from "./processor.js";
import { MikroDatabase } from "./store/mikro-database.js";
import { handleBatch } from "./dispatch.js";

const env = loadEnv();
const deployments = JSON.parse(readFileSync(env.DEPLOYMENTS_FILE, "utf8"));
const chain = env.INDEXER_CHAIN === "asset" ? deployments.assetChain : deployments.gameChain;
const bridge: string = env.INDEXER_CHAIN === "asset" ? chain.contracts.AssetChainBridge : chain.contracts.GameChainBridge;

const orm = await createOrm(env.DATABASE_URL);
const processor = createProcessor({
  rpcUrl: env.INDEXER_RPC_URL ?? chain.rpcUrl,
  startBlock: chain.startBlock,
  finality: env.FINALITY_CONFIRMATIONS,
  headPollInterval: env.HEAD_POLL_INTERVAL_MS,
  rateLimit: env.RPC_RATE_LIMIT,
  bridge,
});
const database = new MikroDatabase(orm, `${env.INDEXER_CHAIN}-chain`, chain.chainId, chain.startBlock);
processor.run(database, (ctx) => handleBatch(ctx, env.INDEXER_CHAIN, chain.chainId));
