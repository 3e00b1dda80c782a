import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { HDNodeWallet, Mnemonic } from "ethers";

const root = resolve(new URL("../../../../..", import.meta.url).pathname);

/** The public Hardhat development mnemonic: its keys guard nothing but throwaway test chains. */
const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const devWallet = (i: number) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${i}`);

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? ok(addr.port) : fail(new Error("no port"))));
    });
  });
}

export interface LocalChain {
  url: string;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

/** A Hardhat node of the platform's chain config (automine) on a free port, stopped by its own PID. */
export async function startHardhat(network: "assetChain" | "gameChain"): Promise<LocalChain> {
  const port = await freePort();
  const cli = resolve(root, "node_modules/hardhat/dist/src/cli.js");
  const proc = spawn(process.execPath, [cli, "node", "--network", network, "--port", String(port), "--hostname", "127.0.0.1"], { cwd: resolve(root, "contracts"), stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`hardhat ${network} did not start:\n${out}`)), 60_000);
    const read = (b: Buffer) => {
      out += b.toString();
      if (!/JSON-RPC server at/i.test(out)) return;
      clearTimeout(timer);
      ok();
    };
    proc.stdout.on("data", read);
    proc.stderr.on("data", read);
    proc.once("exit", (code) => (clearTimeout(timer), fail(new Error(`hardhat ${network} exited with ${code}:\n${out}`))));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    rpc: async <T,>(method: string, params: unknown[] = []) => {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
      const body = (await res.json()) as { result?: T; error?: { message: string } };
      if (body.error) throw new Error(`${method}: ${body.error.message}`);
      return body.result as T;
    },
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once("exit", r));
      proc.kill("SIGTERM");
      await exited;
    },
  };
}
