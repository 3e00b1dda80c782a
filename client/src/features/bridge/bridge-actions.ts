import { Contract, ZeroAddress, type JsonRpcSigner, type Wallet } from "ethers";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json";
import gameBridgeAbi from "@sunrise/contracts/abi/GameChainBridge.json";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json";
import type { ChainConfig } from "../../shared/session/SessionProvider.js";
import { SusdCheckError } from "../../shared/session/errors.js";
import { chainProvider as provider, openGameWallet } from "../../shared/wallet/game-signer.js";

export { openGameWallet };

type Runner = JsonRpcSigner | Wallet;

export interface Progress {
  onApprove: () => void;
  /** Called once the withdrawal is broadcast, before it is mined: its events may arrive before the receipt does. */
  onSent: (txHash: string) => void;
}

/** Approves the bridge for `amount` when the allowance is short, then withdraws; returns the withdrawal tx hash. */
async function approveAndWithdraw(runner: Runner, token: string, bridgeAddress: string, abi: readonly object[], method: string, amount: bigint, progress: Progress) {
  const owner = await runner.getAddress();
  const susd = new Contract(token, susdAbi, runner);
  const allowance = (await susd.getFunction("allowance")(owner, bridgeAddress).catch((cause: unknown) => {
    throw new SusdCheckError("Checked SUSD fail", { cause });
  })) as bigint;
  if (allowance < amount) {
    progress.onApprove();
    await (await susd.getFunction("approve")(bridgeAddress, amount)).wait();
  }
  const tx = await new Contract(bridgeAddress, abi as object[], runner).getFunction(method)(amount);
  progress.onSent(tx.hash);
  await tx.wait();
  return tx.hash as string;
}

/** Asset → game, signed by the player's wallet on the asset chain. */
export function bridgeToGame(signer: JsonRpcSigner, cfg: ChainConfig, amount: bigint, progress: Progress) {
  return approveAndWithdraw(signer, cfg.assetSusd, cfg.assetBridge, assetBridgeAbi, "withdrawOnETH", amount, progress);
}

/**
 * Game → asset, signed in the browser by the decrypted game wallet. The game SUSD a player bets
 * with sits at the cashier: what the wallet does not hold itself is withdrawn from there first
 * (always allowed, during a time-out or self-exclusion too).
 */
export async function bridgeToAsset(game: Wallet, cfg: ChainConfig, amount: bigint, progress: Progress) {
  if (cfg.cashier) {
    const held = (await new Contract(cfg.gameSusd, susdAbi, game).getFunction("balanceOf")(game.address)) as bigint;
    if (held < amount) await (await new Contract(cfg.cashier, cashierAbi, game).getFunction("withdraw")(amount - held)).wait();
  }
  return approveAndWithdraw(game, cfg.gameSusd, cfg.gameBridge, gameBridgeAbi, "withdrawOnAssetChain", amount, progress);
}

/** The game-chain address paired with `eth` on the asset bridge, or null. */
export async function pairedBurnAddress(cfg: ChainConfig, eth: string): Promise<string | null> {
  const p = provider(cfg.assetRpcUrl, cfg.assetChainId);
  try {
    const burn = (await new Contract(cfg.assetBridge, assetBridgeAbi, p).getFunction("getPairAddressByETH")(eth)) as string;
    return burn === ZeroAddress ? null : burn;
  } finally {
    p.destroy();
  }
}
