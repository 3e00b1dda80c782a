import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

/**
 * The platform's processes as `npm start` supervises them, for fault drills: each service's
 * current PID is in <dataDir>/run/<name>.pid (the supervisor rewrites it when it starts the
 * service again), embedded Postgres's in its own postmaster.pid.
 */
export function platformProcesses(dataDir: string) {
  const pidOf = (name: string): number => {
    const file = name === "postgres" ? join(dataDir, "postgres", "postmaster.pid") : join(dataDir, "run", `${name}.pid`);
    return Number(readFileSync(file, "utf8").split("\n")[0]);
  };
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  /** Signals a service's whole process group (the supervisor starts each as a group leader). */
  const signal = (name: string, sig: NodeJS.Signals) => {
    const pid = pidOf(name);
    process.kill(name === "postgres" ? pid : -pid, sig);
    return pid;
  };
  /** The end of a service's log (what it said before a drill's check failed). */
  const logTail = (name: string, chars = 3000) => {
    try {
      return readFileSync(join(dataDir, "logs", `${name}.log`), "utf8").slice(-chars);
    } catch {
      return "(no log)";
    }
  };
  /** A service's fatal log lines (why a process ended), the last few. */
  const fatalLines = (name: string) => logTail(name, Infinity).split("\n").filter((l) => l.includes('"level":60')).slice(-3).join("\n") || "(none)";
  /** Fails naming the service that was started again since `before` was read, with why it ended and its log's end. */
  const expectSamePids = (names: string[], before: number[]) => {
    const changed = names.filter((n, i) => pidOf(n) !== before[i]);
    expect(changed, changed.map((n) => `${n} was started again; its fatal lines:\n${fatalLines(n)}\nits log ends:\n${logTail(n)}`).join("\n")).toEqual([]);
  };
  return {
    pidOf,
    signal,
    logTail,
    /** Every service's whole log, by name. */
    logs: (): Record<string, string> =>
      Object.fromEntries(readdirSync(join(dataDir, "logs")).filter((f) => f.endsWith(".log")).map((f) => [f.slice(0, -4), readFileSync(join(dataDir, "logs", f), "utf8")])),
    expectSamePids,
    /** Kills a service with SIGKILL and waits until the supervisor has started it again. */
    async killAndAwaitRestart(name: string): Promise<{ before: number; after: number }> {
      const before = signal(name, "SIGKILL");
      await expect.poll(() => !alive(before), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => pidOf(name) !== before && alive(pidOf(name)), { timeout: 60_000, interval: 200 }).toBe(true);
      return { before, after: pidOf(name) };
    },
    /** Postgres stopped the way an operator's restart does (fast shutdown); the platform starts it again. */
    async restartPostgres(): Promise<void> {
      const before = signal("postgres", "SIGINT");
      await expect.poll(() => !alive(before), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => { try { return pidOf("postgres") !== before && alive(pidOf("postgres")); } catch { return false; } }, { timeout: 60_000, interval: 200 }).toBe(true);
    },
  };
}

/** Waits until a process's /ready answers 200 (it names what is not ready otherwise). */
export async function awaitReady(url: string, timeout = 120_000): Promise<void> {
  await expect
    .poll(async () => {
      try {
        return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status;
      } catch {
        return 0;
      }
    }, { timeout, interval: 500 })
    .toBe(200);
}
