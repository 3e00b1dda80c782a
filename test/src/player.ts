import { Contract, HDNodeWallet, Mnemonic, Wallet } from "ethers";
import { webcrypto } from "node:crypto";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import gameBridgeAbi from "@sunrise/contracts/abi/GameChainBridge.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { ChainProvider, pairApprovalMessage } from "@sunrise/contracts";
import { gql, signIn, type Session } from "./api.js";

export const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const devWallet = (i: number) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${i}`);

export interface ChainConfig {
  assetChainId: number; gameChainId: number; assetSusd: string; gameSusd: string; assetBridge: string; gameBridge: string; cashier: string;
}

export async function chainConfig(url: string): Promise<ChainConfig> {
  return (await gql(url, `{ chainConfig { assetChainId gameChainId assetSusd gameSusd assetBridge gameBridge cashier } }`)).chainConfig;
}

/** AES-GCM encryption of the sunc key, the scheme the client uses (never sent in clear). */
async function encryptKey(privateKey: string, secret: string): Promise<string> {
  const keyBytes = await webcrypto.subtle.digest("SHA-256", Buffer.from(secret.slice(2), "hex"));
  const key = await webcrypto.subtle.importKey("raw", keyBytes, "AES-GCM", false, ["encrypt"]);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await webcrypto.subtle.encrypt({ name: "AES-GCM", iv }, key, Buffer.from(privateKey)));
  return `v1:${Buffer.from(iv).toString("hex")}:${Buffer.from(ct).toString("hex")}`;
}

export interface Player {
  wallet: HDNodeWallet;
  sunc: Wallet;
  session: Session;
  assetSusd: Contract;
  gameSusd: Contract;
  assetBridge: Contract;
  gameBridge: Contract;
  /** The game chain's cashier, as the game wallet: bridged SUSD lands there and every table stakes from it. */
  cashier: Contract;
}

/** Signs a development account in over the API, registers it and pairs its game wallet on chain. */
export async function registerPlayer(url: string, assetRpc: string, gameRpc: string, index: number): Promise<Player> {
  const cfg = await chainConfig(url);
  const asset = new ChainProvider(assetRpc, cfg.assetChainId, { pollingInterval: 100 });
  const game = new ChainProvider(gameRpc, cfg.gameChainId, { pollingInterval: 100 });
  const base = devWallet(index).connect(asset);
  const session = await signIn(url, base, cfg.assetChainId);
  const sunc = Wallet.createRandom().connect(game) as unknown as Wallet;
  const secret = await base.signMessage(`Sunrise secret: ${base.address.toLowerCase()}`);
  await gql(url, `mutation($i: RegisterInput!) { register(input: $i) { id } }`, {
    i: { sunc: { version: 1, address: sunc.address, encryptedPrivateKey: await encryptKey(sunc.privateKey, secret) } },
  }, session.headers);
  const wallet = base;
  const assetBridge = new Contract(cfg.assetBridge, assetBridgeAbi, wallet);
  await (await assetBridge.getFunction("registerPairAddress")(base.address, await sunc.signMessage(pairApprovalMessage(base.address)))).wait();
  return {
    wallet,
    sunc,
    session,
    assetSusd: new Contract(cfg.assetSusd, susdAbi, wallet),
    gameSusd: new Contract(cfg.gameSusd, susdAbi, sunc),
    assetBridge,
    gameBridge: new Contract(cfg.gameBridge, gameBridgeAbi, sunc),
    cashier: new Contract(cfg.cashier, cashierAbi, sunc),
  };
}
