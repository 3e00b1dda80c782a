import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  GATEWAY_HOST: z.string().default("127.0.0.1"),
  GATEWAY_PORT: z.coerce.number().int().default(4000),
  DATABASE_URL: z.string().min(1),
  SESSION_SECRET: z.string().min(16).default("sunrise-development-session-secret"),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  NONCE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  /** Comma-separated host[:port] values a sign-in message may name; empty = the gateway's own host. */
  SIWE_DOMAINS: z.string().default(""),
  ASSET_RPC_URL: z.string().url().default("http://127.0.0.1:8545"),
  GAME_RPC_URL: z.string().url().default("http://127.0.0.1:8546"),
  /** Chain the wallet signs in on: 1 (mainnet) in production, the local asset chain in development. */
  WALLET_CHAIN_ID: z.coerce.number().int().positive().default(31337),
  DEPLOYMENTS_FILE: z.string().default(new URL("../../contracts/deployments/local.json", import.meta.url).pathname),
  CLIENT_DIST: z.string().default(new URL("../../client/dist", import.meta.url).pathname),
  MIN_VALIDATOR: z.coerce.number().int().positive().default(2),
  DEV_WALLET: bool.optional(),
  MAX_QUERY_DEPTH: z.coerce.number().int().positive().default(10),
  /** Points an operation may cost: one per field, list fields times their limit. */
  MAX_QUERY_COST: z.coerce.number().int().positive().default(5000),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(30),
});

export type GatewayEnv = z.infer<typeof schema> & { DEV_WALLET: boolean };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const env = schema.parse(source);
  return { ...env, DEV_WALLET: env.DEV_WALLET ?? env.NODE_ENV !== "production" };
}
