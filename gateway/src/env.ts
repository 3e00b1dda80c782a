import { z } from "zod";
import { withSecretFiles } from "@sunrise/db/ops";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    GATEWAY_HOST: z.string().default("127.0.0.1"),
    GATEWAY_PORT: z.coerce.number().int().default(4000),
    DATABASE_URL: z.string().min(1),
    SESSION_SECRET: z.string().min(16).default("sunrise-development-session-secret"),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
    NONCE_TTL_SECONDS: count(300),
    /**
     * Comma-separated sites a sign-in message may name: `host[:port]` or a full origin (`https://host`).
     * Required in production; unset elsewhere = the gateway's own GATEWAY_HOST:GATEWAY_PORT (and its
     * 127.0.0.1 / localhost / [::1] equivalents when that is a loopback or wildcard address).
     */
    SIWE_DOMAINS: z.string().default(""),
    ASSET_RPC_URL: z.string().url().default("http://127.0.0.1:8545"),
    GAME_RPC_URL: z.string().url().default("http://127.0.0.1:8546"),
    /** Chain the wallet signs in on: 1 (mainnet) in production, the local asset chain in development. */
    WALLET_CHAIN_ID: z.coerce.number().int().positive().default(31337),
    DEPLOYMENTS_FILE: z.string().default(new URL("../../contracts/deployments/local.json", import.meta.url).pathname),
    CLIENT_DIST: z.string().default(new URL("../../client/dist", import.meta.url).pathname),
    MIN_VALIDATOR: count(2),
    /** Game-chain address of the bonus token (bSUSD), so games can tell bonus bets apart; unset = none. */
    BONUS_GAME_TOKEN: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
    DEV_WALLET: bool.optional(),
    /** WalletConnect Cloud project id the client presents to the relay; unset = WalletConnect is not offered. */
    WALLETCONNECT_PROJECT_ID: z.string().min(1).optional(),
    /** WalletConnect relay (WebSocket URL); `npm start` points it at its loopback stand-in. */
    WALLETCONNECT_RELAY_URL: z.string().url().default("wss://relay.walletconnect.org"),
    /** WalletConnect's Verify (domain attestation, an outside service) on each request; `npm start` turns it off, as nothing outside is reached. */
    WALLETCONNECT_VERIFY: bool.default(true),
    MAX_QUERY_DEPTH: count(10),
    /** Points an operation may cost: one per field, list fields times their limit. */
    MAX_QUERY_COST: count(5000),
    /** Lexer tokens in one GraphQL document (GraphiQL's introspection query has about 200). */
    MAX_QUERY_TOKENS: count(1000),
    /** Brackets one GraphQL document may nest, checked before parsing. */
    MAX_QUERY_NESTING: count(32),
    /** Fields (aliases included) at the root of one operation. */
    MAX_ROOT_FIELDS: count(20),
    /** Fields of one operation with every fragment spread in place. */
    MAX_QUERY_FIELDS: count(500),
    /** Bytes of one request body (GraphQL, REST) or WebSocket message. */
    MAX_REQUEST_BYTES: count(100 * 1024),
    /** Bytes of one GraphQL answer; a larger one is replaced by RESPONSE_TOO_LARGE. */
    MAX_RESPONSE_BYTES: count(2 * 1024 * 1024),
    /**
     * Milliseconds a guest's public answer (lobby, games, tables, areas, rounds) is served from memory
     * when no indexer NOTIFY changed anything first; bounds how late an edit that sends none shows. 0: off.
     */
    PUBLIC_CACHE_MS: z.coerce.number().int().min(0).default(2000),
    RATE_LIMIT_IP_PER_MINUTE: count(1200),
    RATE_LIMIT_ADDRESS_PER_MINUTE: count(600),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: count(30),
    /** Chat lines one player may post per CHAT_RATE_LIMIT_SECONDS, on all replicas together. */
    CHAT_RATE_LIMIT_MESSAGES: count(5),
    CHAT_RATE_LIMIT_SECONDS: count(10),
    /** How long `submitDecision` waits for the dealer to send or refuse a signed decision before answering PENDING. */
    SIGNED_DECISION_WAIT_MS: count(20_000),
    /** Days a chat line is kept; older lines (and their reports) are pruned. */
    CHAT_RETENTION_DAYS: count(30),
    /** How often each gateway prunes old chat lines. */
    CHAT_PRUNE_EVERY_MINUTES: count(60),
    /** pino level; unset = info (silent under NODE_ENV=test). */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    /** Human-readable lines (pino-pretty) instead of JSON: `npm start` sets it for the terminal. */
    LOG_PRETTY: bool.default(false),
    /** Port of the metrics listener (/metrics, /healthz, /ready), apart from the public port; 0: none (`npm start` uses 9464). */
    GATEWAY_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    METRICS_HOST: z.string().default("127.0.0.1"),
    /** /ready fails while an indexer is this many blocks behind its chain's head. */
    READY_MAX_LAG_BLOCKS: count(20),
    /** How long each /ready check (Postgres, each chain's RPC) may take before it counts as failed. */
    READY_TIMEOUT_MS: count(2000),
  })
  .refine((env) => env.NODE_ENV !== "production" || env.SIWE_DOMAINS.trim() !== "", {
    message: "SIWE_DOMAINS must name the sites users sign in from in production",
    path: ["SIWE_DOMAINS"],
  });

export type GatewayEnv = z.infer<typeof schema> & {
  DEV_WALLET: boolean;
  LOG_LEVEL: NonNullable<z.infer<typeof schema>["LOG_LEVEL"]>;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const env = schema.parse(withSecretFiles(source, Object.keys(schema.shape)));
  return {
    ...env,
    DEV_WALLET: env.DEV_WALLET ?? env.NODE_ENV !== "production",
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
  };
}
