// One indexer process per chain: `INDEXER_CHAIN=asset|game tsx src/main.ts`.
import { readFileSync } from "node:fs";
import { createOrm } from "@sunrise/db";
import { loadEnv } from "./env.js";
import { createProcessor, type Sources } from "./processor.js";
import { MikroDatabase } from "./store/mikro-database.js";
import { handleBatch } from "./dispatch.js";

const env = loadEnv();
const deployments = JSON.parse(readFileSync(env.DEPLOYMENTS_FILE, "utf8"));
const chain = env.INDEXER_CHAIN === "asset" ? deployments.assetChain : deployments.gameChain;
const contracts: Record<string, string> = chain.contracts;
const lower = (a: string | undefined) => a?.toLowerCase();
const sources: Sources = {
  bridge: lower(env.INDEXER_CHAIN === "asset" ? contracts.AssetChainBridge : contracts.GameChainBridge)!,
  bonus: lower(contracts.BonusManager),
  staking: lower(contracts.Staking),
  // GameTables and DecisionTables (casino hold'em, blackjack): the events they share have the same signatures.
  tables: Object.entries(contracts).filter(([name]) => name.startsWith("GameTable:") || name.startsWith("DecisionTable:")).map(([, a]) => a.toLowerCase()),
};

const orm = await createOrm(env.DATABASE_URL);
const processor = createProcessor(
  { rpcUrl: env.INDEXER_RPC_URL ?? chain.rpcUrl, startBlock: chain.startBlock, finality: env.FINALITY_CONFIRMATIONS, headPollInterval: env.HEAD_POLL_INTERVAL_MS, rateLimit: env.RPC_RATE_LIMIT },
  sources,
);
const database = new MikroDatabase(orm, `${env.INDEXER_CHAIN}-chain`, chain.chainId, chain.startBlock);
processor.run(database, (ctx) => handleBatch(ctx, env.INDEXER_CHAIN, chain.chainId, sources));
