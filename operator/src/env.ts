import { z } from "zod";
import { LOG_LEVELS, withSecretFiles } from "@sunrise/db/ops";

const key = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
const keys = z.string().transform((s) => s.split(",").map((k) => k.trim()).filter(Boolean));

const schema = z.object({
  DATABASE_URL: z.string().min(1),
  DEPLOYMENTS_FILE: z.string().default(new URL("../../contracts/deployments/local.json", import.meta.url).pathname),
  ASSET_RPC_URL: z.string().url().default("http://127.0.0.1:8545"),
  GAME_RPC_URL: z.string().url().default("http://127.0.0.1:8546"),
  /** One private key per validator this process runs (each votes independently); none: validators run elsewhere. */
  VALIDATOR_KEYS: keys.pipe(z.array(z.string().regex(/^0x[0-9a-fA-F]{64}$/))).default([]),
  /**
   * `all`: validators, dealer, back-office tasks and jobs; `validators`: only the validators of
   * VALIDATOR_KEYS, as each validating party runs them on its own machine.
   */
  OPERATOR_COMPONENTS: z.enum(["all", "validators"]).default("all"),
  /** Funds new players' game-chain (sunc) wallets with gas; empty disables the drip. */
  GAS_DRIP_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/).optional(),
  GAS_DRIP_WEI: z.coerce.bigint().default(100_000_000_000_000_000n),
  POLL_INTERVAL_MS: z.coerce.number().int().positive().default(300),
  /** The dealer's key (OPERATOR_ROLE on the tables); unset runs no dealer. */
  DEALER_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/).optional(),
  /** Secret the round server seeds derive from: keep it as secret as the key. */
  DEALER_SECRET: z.string().min(16).default("sunrise-development-dealer-secret"),
  /** Secret the jackpot draws' server seeds derive from (DEALER_SECRET when unset): never leaves the operator. */
  JACKPOT_SECRET: z.string().min(16).optional(),
  /** How long each round takes bets before the dealer closes it. */
  DEALER_BETTING_SECONDS: z.coerce.number().int().positive().default(15),
  /** Back-office tasks: the key with DEFAULT_ADMIN_ROLE on the contracts; unset runs no task runner. */
  TASK_ADMIN_KEY: key.optional(),
  /** PAUSER_ROLE key for pause tasks (the admin key when unset). */
  TASK_PAUSER_KEY: key.optional(),
  /** OPERATOR_ROLE key for staking rounds, bonus rates and round refunds (the admin key when unset). */
  TASK_OPERATOR_KEY: key.optional(),
  /** Holds the SUSD that transfer tasks pay out, on both chains (the admin key when unset). */
  TREASURY_KEY: key.optional(),
  /** Length of a staking round the operator schedules (a day; `npm start` uses minutes). */
  STAKING_ROUND_SECONDS: z.coerce.number().int().positive().default(86_400),
  /** Share of the house's net result over a round paid as its reward, in basis points. */
  STAKING_REVENUE_SHARE_BPS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  /** Run the staking round schedule (needs the task runner's keys). */
  STAKING_SCHEDULE: z.enum(["true", "false", "1", "0"]).default("true").transform((v) => v === "true" || v === "1"),
  /** The treasury refill task: moves USDC from the reserve to the vault when withdrawals need it (with the operator key). */
  USDC_REFILL: z.enum(["true", "false", "1", "0"]).default("true").transform((v) => v === "true" || v === "1"),
  USDC_REFILL_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  TASK_POLL_MS: z.coerce.number().int().positive().default(500),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Human-readable lines (pino-pretty) instead of JSON lines. */
  LOG_PRETTY: z.enum(["true", "false", "1", "0"]).default("false").transform((v) => v === "true" || v === "1"),
  /** Port of /metrics, /healthz and /ready; 0: none (`npm start` uses 9467). */
  OPERATOR_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** /ready fails while an indexer the operator acts on is this many blocks behind its chain. */
  READY_MAX_LAG_BLOCKS: z.coerce.number().int().positive().default(20),
  READY_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
});

export type OperatorEnv = z.infer<typeof schema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): OperatorEnv => schema.parse(withSecretFiles(source, Object.keys(schema.shape)));
