// A real game chain for the verifier's integration test: a Hardhat node of the platform's config
// on a free port, and the contracts deployed from the Hardhat build.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { Contract, ContractFactory, HDNodeWallet, JsonRpcProvider, Mnemonic, NonceManager, type InterfaceAbi } from "ethers";
import { readArtifact } from "@sunrise/contracts";

const root = resolve(new URL("../../..", import.meta.url).pathname);

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
  provider: JsonRpcProvider;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

/** A Hardhat node of the platform's game chain (automine), stopped by its own process handle. */
export async function startGameChain(): Promise<LocalChain> {
  const port = await freePort();
  const cli = resolve(root, "node_modules/hardhat/dist/src/cli.js");
  const proc = spawn(process.execPath, [cli, "node", "--network", "gameChain", "--port", String(port), "--hostname", "127.0.0.1"], { cwd: resolve(root, "contracts"), stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`hardhat did not start:\n${out}`)), 60_000);
    const read = (b: Buffer) => {
      out += b.toString();
      if (!/JSON-RPC server at/i.test(out)) return;
      clearTimeout(timer);
      ok();
    };
    proc.stdout.on("data", read);
    proc.stderr.on("data", read);
    proc.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`hardhat exited with ${code}:\n${out}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const provider = new JsonRpcProvider(url, undefined, { staticNetwork: true, cacheTimeout: -1, pollingInterval: 50 });
  return {
    url,
    provider,
    rpc: (method, params = []) => provider.send(method, params),
    stop: async () => {
      provider.destroy();
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once("exit", r));
      proc.kill("SIGTERM");
      await exited;
    },
  };
}

/** A compiled contract from the Hardhat build (`contracts/artifacts`), top-level or under `rules/`. */
export async function deploy(signer: NonceManager, name: string, ...args: unknown[]): Promise<Contract> {
  const { abi, bytecode } = readArtifact(name);
  const contract = await new ContractFactory(abi as InterfaceAbi, bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return contract as Contract;
}

/** Sends a transaction and waits for its receipt. */
export async function send(contract: Contract, fn: string, ...args: unknown[]) {
  const receipt = await (await contract.getFunction(fn)(...args)).wait();
  if (!receipt) throw new Error(`${fn} was not mined`);
  return receipt as { blockNumber: number; hash: string };
}
