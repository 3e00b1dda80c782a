// Throwaway local chains and child processes for the packages' integration tests: a Hardhat node of
// the platform's chain config (automine) on a free port, stopped by its own handle.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { HDNodeWallet, Mnemonic } from "ethers";

const root = resolve(new URL("../../..", import.meta.url).pathname);

/** The public Hardhat development mnemonic: its keys guard nothing but throwaway test chains. */
const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const devWallet = (i: number) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${i}`);

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? ok(addr.port) : fail(new Error("no port"))));
    });
  });
}

/** A child process whose output is kept; `stop` ends it (SIGTERM unless told, SIGKILL for a crash) and waits for its exit. */
export interface Child {
  proc: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function startChild(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Child {
  const proc = spawn(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stdout!.on("data", (b: Buffer) => (out += b.toString()));
  proc.stderr!.on("data", (b: Buffer) => (out += b.toString()));
  return {
    proc,
    output: () => out,
    stop: async (signal = "SIGTERM") => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once("exit", r));
      proc.kill(signal);
      await exited;
    },
  };
}

export interface LocalChain extends Child {
  url: string;
  chainId: number;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
}

/** A Hardhat node of the platform's chain config (automine), on a free port. */
export async function startHardhat(network: "assetChain" | "gameChain"): Promise<LocalChain> {
  const port = await freePort();
  const cli = resolve(root, "node_modules/hardhat/dist/src/cli.js");
  const child = startChild(process.execPath, [cli, "node", "--network", network, "--port", String(port), "--hostname", "127.0.0.1"], { cwd: resolve(root, "contracts") });
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`hardhat ${network} did not start:\n${child.output()}`)), 60_000);
    child.proc.stdout!.on("data", () => /JSON-RPC server at/i.test(child.output()) && (clearTimeout(timer), ok()));
    child.proc.once("exit", (code) => (clearTimeout(timer), fail(new Error(`hardhat ${network} exited with ${code}:\n${child.output()}`))));
  });
  const url = `http://127.0.0.1:${port}`;
  const rpc = async <T,>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  };
  const chainId = Number(BigInt(await rpc<string>("eth_chainId")));
  return { ...child, url, chainId, rpc };
}
