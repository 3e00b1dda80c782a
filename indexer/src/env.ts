import { z } from "zod";
import { LOG_LEVELS, withSecretFiles } from "@sunrise/db/ops";

const schema = z.object({
  DATABASE_URL: z.string().min(1),
  DEPLOYMENTS_FILE: z.string().default(new URL("../../contracts/deployments/local.json", import.meta.url).pathname),
  /** Which chain this processor indexes. */
  INDEXER_CHAIN: z.enum(["asset", "game"]),
  /** RPC URL override; defaults to the one recorded in the deployments file. */
  INDEXER_RPC_URL: z.string().url().optional(),
  /** Blocks on top of a block before it is final. Newer blocks are indexed at once and undone if a reorg drops them; 0 treats every block as final. */
  FINALITY_CONFIRMATIONS: z.coerce.number().int().nonnegative().default(1),
  HEAD_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(250),
  /** JSON-RPC requests per second to the chain's node; 0 for no limit. High by default: a local node should not be throttled, a hosted one needs its plan's figure. */
  RPC_RATE_LIMIT: z.coerce.number().int().nonnegative().default(10_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Human-readable lines (pino-pretty) instead of JSON lines. */
  LOG_PRETTY: z.enum(["true", "false", "1", "0"]).default("false").transform((v) => v === "true" || v === "1"),
  /** Port of /metrics, /healthz and /ready; 0: none (`npm start` uses 9465 for the asset chain, 9466 for the game chain). */
  INDEXER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** /ready fails while the indexed block is this many blocks behind the chain's head. */
  READY_MAX_LAG_BLOCKS: z.coerce.number().int().positive().default(20),
  READY_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
});

export type IndexerEnv = z.infer<typeof schema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): IndexerEnv => schema.parse(withSecretFiles(source, Object.keys(schema.shape)));
