import { JsonRpcProvider, Wallet } from "ethers";
import { decryptPrivateKey } from "./sunc-crypto.js";

/** A provider for one of the gateway's chain proxies (/rpc/asset, /rpc/game). */
export const chainProvider = (path: string, chainId: number) =>
  new JsonRpcProvider(new URL(path, window.location.origin).href, chainId, { staticNetwork: true, cacheTimeout: -1, pollingInterval: 500 });

/** The player's game ("sunc") wallet, decrypted in the browser with the signature-derived secret. */
export async function openGameWallet(encryptedPrivateKey: string, secret: string, cfg: { gameRpcUrl: string; gameChainId: number }): Promise<Wallet> {
  return new Wallet(await decryptPrivateKey(encryptedPrivateKey, secret), chainProvider(cfg.gameRpcUrl, cfg.gameChainId));
}
