import { Contract, type JsonRpcSigner } from "ethers";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";
import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json";
import type { ChainConfig } from "../../../shared/session/SessionProvider.js";
import { SusdCheckError } from "../../../shared/session/errors.js";
import { chainProvider as provider } from "../../../shared/wallet/game-signer.js";

/** The vault and the USDC it takes (chainConfig; null until the deployment has them). */
export interface UsdcAddresses { usdc: string; usdcVault: string }

export interface UsdcProgress {
  /** The allowance to the vault is short: the wallet is asked to approve first. */
  onApprove: (token: "USDC" | "SUSD") => void;
  onSent: (txHash: string) => void;
}

/**
 * Approves the vault for exactly `amount` when its allowance is short (an ERC-20 approve; never an
 * unlimited allowance, so the vault can move no more than the player asked for).
 */
async function ensureAllowance(signer: JsonRpcSigner, token: string, label: "USDC" | "SUSD", spender: string, amount: bigint, progress: UsdcProgress) {
  const erc20 = new Contract(token, susdAbi, signer);
  const allowance = (await erc20.getFunction("allowance")(await signer.getAddress(), spender).catch((cause: unknown) => {
    throw new SusdCheckError("Checked SUSD fail", { cause });
  })) as bigint;
  if (allowance >= amount) return;
  progress.onApprove(label);
  await (await erc20.getFunction("approve")(spender, amount)).wait();
}

async function vaultCall(signer: JsonRpcSigner, a: UsdcAddresses, method: string, arg: bigint | string, progress: UsdcProgress) {
  const tx = await new Contract(a.usdcVault, vaultAbi, signer).getFunction(method)(arg);
  progress.onSent(tx.hash);
  await tx.wait();
  return tx.hash as string;
}

/** Flow 1: USDC → SUSD on the asset chain, minted 1:1 in the same transaction. */
export async function depositUsdc(signer: JsonRpcSigner, a: UsdcAddresses, amount: bigint, progress: UsdcProgress) {
  await ensureAllowance(signer, a.usdc, "USDC", a.usdcVault, amount, progress);
  return vaultCall(signer, a, "deposit", amount, progress);
}

/** Flow 2: SUSD (asset chain) → a USDC withdrawal, claimable at its ETA. */
export async function requestWithdrawal(signer: JsonRpcSigner, cfg: ChainConfig, a: UsdcAddresses, amount: bigint, progress: UsdcProgress) {
  await ensureAllowance(signer, cfg.assetSusd, "SUSD", a.usdcVault, amount, progress);
  return vaultCall(signer, a, "requestWithdrawal", amount, progress);
}

/** Flow 3: the player claims a withdrawal that has reached its ETA (paying the gas). */
export function claimWithdrawal(signer: JsonRpcSigner, a: UsdcAddresses, withdrawalId: string, progress: UsdcProgress) {
  return vaultCall(signer, a, "claim", withdrawalId, progress);
}

/** The player's USDC on the asset chain (6 decimals). */
export async function usdcBalanceOf(cfg: ChainConfig, a: UsdcAddresses, owner: string): Promise<bigint> {
  const p = provider(cfg.assetRpcUrl, cfg.assetChainId);
  try {
    return (await new Contract(a.usdc, susdAbi, p).getFunction("balanceOf")(owner)) as bigint;
  } finally {
    p.destroy();
  }
}
