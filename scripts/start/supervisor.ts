import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prettyLines } from "./pretty.js";

const STOP_GRACE_MS = 12_000;
/** A service that exits more often than this within RESTART_WINDOW_MS is given up on. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = [1_000, 2_000, 4_000, 8_000, 10_000];

export interface Child {
  name: string;
  /** The running process; a restarted service gets a new one. */
  proc: ChildProcess;
  stopLast: boolean;
}

export interface StartOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Output that says the child is ready; without it the child counts as ready once spawned. */
  ready?: RegExp;
  /** Started again when it exits on its own, as systemd's Restart=always would. */
  restart?: boolean;
  /** Stopped only after every other child has stopped (the chains the others finish their work on). */
  stopLast?: boolean;
}

export interface SupervisorEvents {
  /** A child that will not be started again stopped on its own. */
  onCrash(name: string, code: number | null): void;
  /** A service stopped on its own and is being started again. */
  onRestart?(name: string, code: number | null, attempt: number): void;
}

/**
 * Starts, restarts and stops the platform's processes. Each child's output (JSON log lines) goes
 * to <logDir>/<name>.log and, prefixed and made readable by pino-pretty, to the console when
 * SUNRISE_VERBOSE is set or the child fails; its current PID to <runDir>/<name>.pid.
 */
export class Supervisor {
  private readonly children: Child[] = [];
  private stopping = false;

  constructor(private readonly dirs: { logDir: string; runDir: string }, private readonly events: SupervisorEvents) {
    mkdirSync(dirs.logDir, { recursive: true });
    mkdirSync(dirs.runDir, { recursive: true });
  }

  start(name: string, command: string, args: string[], opts: StartOptions): Promise<Child> {
    const child = { name, proc: undefined as unknown as ChildProcess, stopLast: opts.stopLast ?? false };
    this.children.push(child);
    const exits: number[] = [];
    return new Promise((resolve, reject) => {
      let first = true;
      const launch = () => {
        const wasFirst = first;
        first = false;
        const run = this.spawnOnce(name, command, args, opts);
        child.proc = run.proc;
        run.ready.then(
          () => resolve(child),
          (e: Error) => reject(e),
        );
        run.exited.then(({ code, wasReady, tail }) => {
          if (this.stopping) return;
          // A first start that failed before it was ready rejects `start` instead.
          if (wasFirst && !wasReady) return;
          const now = Date.now();
          exits.push(now);
          while (exits.length && exits[0]! < now - RESTART_WINDOW_MS) exits.shift();
          if (opts.restart && exits.length <= MAX_RESTARTS) {
            process.stderr.write(`[${name}] exited with ${code}; starting it again (${exits.length} of ${MAX_RESTARTS} within a minute); last output:\n${tail}`);
            this.events.onRestart?.(name, code, exits.length);
            setTimeout(() => !this.stopping && launch(), RESTART_DELAY_MS[exits.length - 1]);
          } else {
            process.stderr.write(`[${name}] exited with ${code}; last output:\n${tail}`);
            this.events.onCrash(name, code);
          }
        });
      };
      launch();
    });
  }

  private spawnOnce(name: string, command: string, args: string[], opts: StartOptions) {
    const log = createWriteStream(join(this.dirs.logDir, `${name}.log`), { flags: "a" });
    // Each child leads its own process group: some (Hardhat's node) re-spawn themselves, and
    // stopping the group stops the whole tree.
    const proc = spawn(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    if (proc.pid) writeFileSync(join(this.dirs.runDir, `${name}.pid`), `${proc.pid}\n`);
    const verbose = Boolean(process.env.SUNRISE_VERBOSE);
    const pretty = prettyLines(name);
    let tail = "";
    let isReady = !opts.ready;
    let markReady = () => {};
    const ready = new Promise<void>((ok, fail) => {
      markReady = ok;
      proc.on("error", fail);
      proc.on("exit", (code) => {
        if (!isReady && !this.stopping) fail(new Error(`${name} exited with ${code} before it was ready:\n${tail}`));
      });
    });
    if (isReady) markReady();
    const onData = (buf: Buffer) => {
      const text = buf.toString();
      log.write(text);
      tail = (tail + text).slice(-4000);
      if (verbose) process.stdout.write(pretty.push(text));
      if (!isReady && opts.ready?.test(tail)) {
        isReady = true;
        markReady();
      }
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    const exited = new Promise<{ code: number | null; wasReady: boolean; tail: string }>((ok) =>
      proc.on("exit", (code, signal) => {
        log.end();
        ok({ code: code ?? (signal ? -1 : null), wasReady: isReady, tail: pretty.all(tail) });
      }),
    );
    return { proc, ready, exited };
  }

  /**
   * Stops children in reverse start order, each by its own PID, escalating after a grace period
   * longer than the processes' own drains (gateway 10 s for requests in flight, operator 10 s for a run in progress).
   */
  /**
   * Stops every child: the services together (each allowed its drain), then those marked
   * `stopLast`. Stopping them one by one made a platform's stop take the sum of their drains.
   */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.children.filter((c) => !c.stopLast).map((c) => stopChild(c.proc)));
    await Promise.all(this.children.filter((c) => c.stopLast).map((c) => stopChild(c.proc)));
  }

}

/** SIGTERM to the child's process group, SIGKILL after STOP_GRACE_MS; resolves once it exited. */
async function stopChild(proc: ChildProcess | undefined): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
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
