import { HDNodeWallet, Mnemonic } from "ethers";
import { resolve } from "node:path";
import { z } from "zod";
import { LOG_LEVELS } from "@sunrise/db/ops";

/** The public Hardhat development mnemonic: its keys guard nothing but local demo chains. */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const devKey = (i: number) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${i}`).privateKey;
export const devAddress = (i: number) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${i}`).address;

const root = resolve(new URL("../..", import.meta.url).pathname);

const schema = z.object({
  SUNRISE_DATA_DIR: z.string().default(resolve(root, ".data")),
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  ASSET_CHAIN_PORT: z.coerce.number().int().default(8545),
  GAME_CHAIN_PORT: z.coerce.number().int().default(8546),
  ASSET_CHAIN_ID: z.coerce.number().int().default(31337),
  GAME_CHAIN_ID: z.coerce.number().int().default(31338),
  GATEWAY_HOST: z.string().default("127.0.0.1"),
  GATEWAY_PORT: z.coerce.number().int().default(4000),
  /** Loopback port of the WalletConnect relay stand-in (`scripts/wc-relay`) the site and phone-wallet stand-ins pair through offline. */
  WC_RELAY_PORT: z.coerce.number().int().default(4010),
  /** WalletConnect project id the client presents; the stand-in accepts any. */
  WALLETCONNECT_PROJECT_ID: z.string().default("sunrise-development"),
  DEPLOYER_KEY: z.string().default(devKey(0)),
  VALIDATOR_KEYS: z.string().default([7, 8, 9].map(devKey).join(",")),
  /** Runs the tables' rounds; an empty value runs no dealer. */
  DEALER_KEY: z.string().default(devKey(10)),
  DEALER_BETTING_SECONDS: z.coerce.number().int().positive().default(15),
  /** Length of each decision window at the casino hold'em and blackjack tables (a table setting fixed at deploy: 5 s – 10 min). */
  DEALER_DECISION_SECONDS: z.coerce.number().int().min(5).max(600).default(10),
  /**
   * Seconds after betting closes within which a round must be revealed, else anyone may forfeit it
   * (every bet paid its worst case). Short locally, so the rule can be seen; the contract's default is an hour.
   */
  TABLE_ROUND_TIMEOUT_SECONDS: z.coerce.number().int().positive().max(30 * 86_400).default(300),
  /** Length of a staking round under `npm start` (production's operator default is a day). */
  STAKING_ROUND_SECONDS: z.coerce.number().int().positive().default(300),
  /** Share of the house's net result over a round paid as its staking reward, in basis points. */
  STAKING_REVENUE_SHARE_BPS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  MIN_VALIDATOR: z.coerce.number().int().positive().default(2),
  SESSION_SECRET: z.string().min(16).default("sunrise-development-session-secret"),
  /** Demo USDC minted to development accounts 1–5 on the asset chain, and as much SUSD deposited for them through the USDC vault (flow 1), in whole dollars. */
  DEMO_SUSD: z.coerce.bigint().default(100_000n),
  /** SUSD the treasury (the deployer key) holds on each chain for the back office's transfers, in whole SUSD (its USDC deposited in the vault first). */
  TREASURY_SUSD: z.coerce.bigint().default(1_000_000n),
  FINALITY_CONFIRMATIONS: z.coerce.number().int().nonnegative().default(0),
  /** Level of every process's logs. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** The start script's own lines through pino-pretty; unset: when the terminal is a TTY. Children always log JSON to their files. */
  LOG_PRETTY: z.enum(["true", "false", "1", "0"]).optional().transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
  /** Ports of each process's /metrics, /healthz and /ready (127.0.0.1); 0 turns one off. */
  GATEWAY_METRICS_PORT: z.coerce.number().int().min(0).default(9464),
  INDEXER_ASSET_METRICS_PORT: z.coerce.number().int().min(0).default(9465),
  INDEXER_GAME_METRICS_PORT: z.coerce.number().int().min(0).default(9466),
  OPERATOR_METRICS_PORT: z.coerce.number().int().min(0).default(9467),
  /** Validator n (from 1) serves its /metrics, /healthz and /ready on this port + n − 1; 0: none. */
  VALIDATOR_METRICS_PORT: z.coerce.number().int().min(0).default(9470),
  /** Demo players the simulated crowd brings so the lobby shows life (named "Demo 001" …); 0 turns the crowd off (tests do). */
  SIMULATE_PLAYERS: z.coerce.number().int().min(0).max(50).default(4),
  /** Bets each demo player places a minute, on average: low, so a 2-core machine stays responsive. */
  SIMULATE_RATE: z.coerce.number().positive().default(2),
});

export type StartConfig = z.infer<typeof schema> & { root: string; deploymentsFile: string; assetRpcUrl: string; gameRpcUrl: string };

export function loadConfig(source: NodeJS.ProcessEnv = process.env): StartConfig {
  const c = schema.parse(source);
  return {
    ...c,
    root,
    deploymentsFile: resolve(c.SUNRISE_DATA_DIR, "deployments.json"),
    assetRpcUrl: `http://127.0.0.1:${c.ASSET_CHAIN_PORT}`,
    gameRpcUrl: `http://127.0.0.1:${c.GAME_CHAIN_PORT}`,
  };
}
