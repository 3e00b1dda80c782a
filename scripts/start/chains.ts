import { JsonRpcProvider } from "ethers";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { StartConfig } from "./config.js";
import type { Supervisor } from "./supervisor.js";

export async function startChains(cfg: StartConfig, sup: Supervisor): Promise<void> {
  const hardhat = join(cfg.root, "node_modules", "hardhat", "dist", "src", "cli.js");
  const cwd = join(cfg.root, "contracts");
  const env = { ASSET_CHAIN_ID: String(cfg.ASSET_CHAIN_ID), GAME_CHAIN_ID: String(cfg.GAME_CHAIN_ID) };
  const ready = /JSON-RPC server at/i;
  await Promise.all([
    sup.start("asset-chain", process.execPath, [hardhat, "node", "--network", "assetChain", "--port", String(cfg.ASSET_CHAIN_PORT), "--hostname", "127.0.0.1"], { cwd, env, ready, stopLast: true }),
    sup.start("game-chain", process.execPath, [hardhat, "node", "--network", "gameChain", "--port", String(cfg.GAME_CHAIN_PORT), "--hostname", "127.0.0.1"], { cwd, env, ready, stopLast: true }),
  ]);
}

/** True when the deployments file exists and its contracts still have code on both chains. */
export async function deploymentsAlive(cfg: StartConfig): Promise<boolean> {
  if (!existsSync(cfg.deploymentsFile)) return false;
  const d = JSON.parse(readFileSync(cfg.deploymentsFile, "utf8"));
  const check = async (url: string, chainId: number, address: string | undefined) => {
    if (!address) return false;
    const p = new JsonRpcProvider(url, chainId, { staticNetwork: true });
    try {
      return (await p.getCode(address)) !== "0x";
    } finally {
      p.destroy();
    }
  };
  const [a, g] = await Promise.all([
    check(cfg.assetRpcUrl, cfg.ASSET_CHAIN_ID, d.assetChain?.contracts?.AssetChainBridge),
    check(cfg.gameRpcUrl, cfg.GAME_CHAIN_ID, d.gameChain?.contracts?.GameChainBridge),
  ]);
  return a && g;
}
