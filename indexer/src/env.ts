import { z } from "zod";

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
});

export type IndexerEnv = z.infer<typeof schema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): IndexerEnv => schema.parse(source);
