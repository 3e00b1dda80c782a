import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { prettyLines } from "./pretty.js";

const STOP_GRACE_MS = 12_000;

export interface Child {
  name: string;
  proc: ChildProcess;
}

/**
 * Starts and stops the platform's processes. Each child's output (JSON log lines) goes to
 * .data/logs/<name>.log and, prefixed and made readable by pino-pretty, to the console when
 * SUNRISE_VERBOSE is set or the child fails.
 */
export class Supervisor {
  private readonly children: Child[] = [];
  private stopping = false;

  constructor(private readonly logDir: string, private readonly onCrash: (name: string, code: number | null) => void) {
    mkdirSync(logDir, { recursive: true });
  }

  start(name: string, command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; ready?: RegExp }): Promise<Child> {
    const log = createWriteStream(join(this.logDir, `${name}.log`), { flags: "a" });
    // Each child leads its own process group: some (Hardhat's node) re-spawn themselves, and
    // stopping the group stops the whole tree.
    const proc = spawn(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const child = { name, proc };
    this.children.push(child);
    const verbose = Boolean(process.env.SUNRISE_VERBOSE);
    let tail = "";
    const pretty = prettyLines(name);
    return new Promise((resolve, reject) => {
      let ready = !opts.ready;
      const onData = (buf: Buffer) => {
        const text = buf.toString();
        log.write(text);
        tail = (tail + text).slice(-4000);
        if (verbose) process.stdout.write(pretty.push(text));
        if (!ready && opts.ready?.test(tail)) {
          ready = true;
          resolve(child);
        }
      };
      proc.stdout?.on("data", onData);
      proc.stderr?.on("data", onData);
      proc.on("error", reject);
      proc.on("exit", (code) => {
        log.end();
        if (this.stopping) return;
        if (!ready) reject(new Error(`${name} exited with ${code} before it was ready:\n${tail}`));
        else {
          process.stderr.write(`[${name}] exited with ${code}; last output:\n${pretty.all(tail)}`);
          this.onCrash(name, code);
        }
      });
      if (ready) resolve(child);
    });
  }

  /**
   * Stops children in reverse start order, each by its own PID, escalating after a grace period
   * longer than the processes' own drains (gateway 10 s for requests in flight, operator 10 s for a run in progress).
   */
  async stopAll(): Promise<void> {
    this.stopping = true;
    for (const { proc } of [...this.children].reverse()) {
      if (proc.exitCode !== null || proc.signalCode !== null) continue;
      const exited = new Promise<void>((r) => proc.once("exit", () => r()));
      const signal = (sig: NodeJS.Signals) => {
        try {
          process.kill(-proc.pid!, sig);
        } catch {
          proc.kill(sig);
        }
      };
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
  }
}
