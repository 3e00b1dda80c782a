import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Deployments } from "@sunrise/contracts";

export interface Platform {
  url: string;
  assetRpcUrl: string;
  gameRpcUrl: string;
  /** The WalletConnect relay stand-in `npm start` serves on loopback. */
  wcRelayUrl: string;
  dataDir: string;
  startupMs: number;
  output(): string;
  /** The contracts `npm start` deployed (its deployments.json). */
  deployments(): Deployments;
  /** Stops every process; the data directory is removed unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

const root = resolve(new URL("../..", import.meta.url).pathname);

/**
 * Starts the platform exactly as `npm start` does (same script, embedded Postgres, fresh data
 * directory), on ports of its own so it never meets a developer's running instance.
 */
export async function startPlatform(filePort = 14000, opts: { dataDir?: string; timeoutMs?: number; env?: Record<string, string> } = {}): Promise<Platform> {
  // E2E_PORT_OFFSET lets two checkouts run the suite side by side on one machine.
  const basePort = filePort + Number(process.env.E2E_PORT_OFFSET ?? 0);
  const timeoutMs = opts.timeoutMs ?? 300_000;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), "sunrise-e2e-"));
  chmodSync(dataDir, 0o755); // embedded Postgres runs as the postgres user and must reach its data folder
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SUNRISE_DATA_DIR: dataDir,
    GATEWAY_PORT: String(basePort),
    ASSET_CHAIN_PORT: String(basePort + 1),
    GAME_CHAIN_PORT: String(basePort + 2),
    EMBEDDED_PG_PORT: String(basePort + 3),
    // Each platform's metrics listeners on ports of its own too (npm start's are fixed: 9464-9467).
    GATEWAY_METRICS_PORT: String(basePort + 4),
    INDEXER_ASSET_METRICS_PORT: String(basePort + 5),
    INDEXER_GAME_METRICS_PORT: String(basePort + 6),
    OPERATOR_METRICS_PORT: String(basePort + 7),
    WC_RELAY_PORT: String(basePort + 8),
    // Validators 1–3 at +9, +10, +11.
    VALIDATOR_METRICS_PORT: String(basePort + 9),
    // No demo crowd: tests count every bet and player themselves.
    SIMULATE_PLAYERS: "0",
    ...opts.env,
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // vitest sets "test"; `npm start` runs in development
  const started = Date.now();
  const proc: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stdout!.on("data", (b: Buffer) => (out += b.toString()));
  proc.stderr!.on("data", (b: Buffer) => (out += b.toString()));
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`platform not ready after ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const check = () => {
      if (/ready in/.test(out)) {
        clearTimeout(timer);
        ok();
      }
    };
    proc.stdout!.on("data", check);
    proc.on("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`platform exited with ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${basePort}`,
    assetRpcUrl: `http://127.0.0.1:${basePort + 1}`,
    gameRpcUrl: `http://127.0.0.1:${basePort + 2}`,
    wcRelayUrl: `ws://127.0.0.1:${basePort + 8}`,
    dataDir,
    startupMs: Date.now() - started,
    output: () => out,
    deployments: () => JSON.parse(readFileSync(join(dataDir, "deployments.json"), "utf8")) as Deployments,
    stop: async (keepData = false) => {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once("exit", r));
        proc.kill("SIGINT");
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
