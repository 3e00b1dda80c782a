import { readFileSync } from "node:fs";
import { ChainProvider } from "@sunrise/contracts";
import type { OperatorEnv } from "./env.js";
import type { SerialSigner } from "@sunrise/contracts";
import { Signers } from "./signers.js";

export interface ChainInfo {
  chainId: number;
  provider: ChainProvider;
  contracts: Record<string, string>;
}

export interface Chains {
  asset: ChainInfo;
  game: ChainInfo;
  /** The process's one signer for `key` on that chain (shared by every role using the key). */
  signer(key: string, chain: "asset" | "game"): SerialSigner;
  destroy(): void;
}

export function connectChains(env: OperatorEnv): Chains {
  const d = JSON.parse(readFileSync(env.DEPLOYMENTS_FILE, "utf8"));
  const make = (c: { chainId: number; contracts: Record<string, string> }, url: string): ChainInfo => ({
    chainId: c.chainId,
    contracts: c.contracts,
    provider: new ChainProvider(url, c.chainId),
  });
  const asset = make(d.assetChain, env.ASSET_RPC_URL);
  const game = make(d.gameChain, env.GAME_RPC_URL);
  const signers = new Signers();
  return {
    asset,
    game,
    signer: (key, chain) => signers.for(key, (chain === "asset" ? asset : game).provider, chain),
    destroy: () => (asset.provider.destroy(), game.provider.destroy()),
  };
}
