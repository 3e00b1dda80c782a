import { parseArgs } from "node:util";
import { z } from "zod";
import { devKey } from "../start/config.js";

/** The development account `npm start` seeds with SUSD for the crowd (dealer is 10, validators 7–9). */
export const CROWD_FUNDER_ACCOUNT = 11;

const env = z.object({
  NODE_ENV: z.string().optional(),
  SIMULATE_GATEWAY_URL: z.string().url().default("http://127.0.0.1:4000"),
  ASSET_RPC_URL: z.string().url().default("http://127.0.0.1:8545"),
  GAME_RPC_URL: z.string().url().default("http://127.0.0.1:8546"),
  /** Holds asset-chain SUSD and ETH on both chains; gives each new player its starting funds. */
  SIMULATE_FUNDER_KEY: z.string().default(devKey(CROWD_FUNDER_ACCOUNT)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

const positive = (name: string, value: string | undefined, fallback: number, min = 0) => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number of at least ${min} (got ${value})`);
  return n;
};

export interface CrowdOptions {
  url: string;
  assetRpcUrl: string;
  gameRpcUrl: string;
  funderKey: string;
  players: number;
  /** 0: until stopped. */
  minutes: number;
  /** Bets each player places per minute, on average. */
  rate: number;
  /** SUSD (whole) each player brings and bridges to the game chain. */
  fund: number;
  /** Every demo player's name starts with it, so the lobby and the back office tell them apart. */
  namePrefix: string;
  logLevel: z.infer<typeof env>["LOG_LEVEL"];
}

/** `npm run simulate -- --players N --minutes M [--rate R] [--fund SUSD] [--prefix "Demo "]`, with its environment. */
export function loadOptions(argv: string[] = process.argv.slice(2), source: NodeJS.ProcessEnv = process.env): CrowdOptions {
  const e = env.parse(source);
  if (e.NODE_ENV === "production") throw new Error("the simulated crowd is for development and load tests; it never runs with NODE_ENV=production");
  const { values } = parseArgs({
    args: argv,
    options: { players: { type: "string" }, minutes: { type: "string" }, rate: { type: "string" }, fund: { type: "string" }, prefix: { type: "string" } },
    strict: true,
  });
  return {
    url: e.SIMULATE_GATEWAY_URL.replace(/\/$/, ""),
    assetRpcUrl: e.ASSET_RPC_URL,
    gameRpcUrl: e.GAME_RPC_URL,
    funderKey: e.SIMULATE_FUNDER_KEY,
    players: Math.floor(positive("players", values.players, 5, 1)),
    minutes: positive("minutes", values.minutes, 10),
    rate: positive("rate", values.rate, 2, 0.1),
    fund: Math.floor(positive("fund", values.fund, 1000, 85)),
    namePrefix: values.prefix ?? "Demo ",
    logLevel: e.LOG_LEVEL,
  };
}
