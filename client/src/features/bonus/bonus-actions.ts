import { Contract, type JsonRpcSigner } from "ethers";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json";
import { chainProvider } from "../../shared/wallet/game-signer.js";

/** A bonus deposit is a plain SUSD transfer to the program's listener; the validators do the rest. */
export async function depositForBonus(signer: JsonRpcSigner, susd: string, listener: string, amount: bigint): Promise<string> {
  const tx = await new Contract(susd, susdAbi, signer).getFunction("transfer")(listener, amount);
  await tx.wait();
  return tx.hash as string;
}

/** Claims an accepted bonus: the bonus manager pays it to the depositor. */
export async function claimBonus(signer: JsonRpcSigner, bonusManager: string, txId: string): Promise<string> {
  const tx = await new Contract(bonusManager, bonusAbi, signer).getFunction("claim")(txId);
  await tx.wait();
  return tx.hash as string;
}

/** SPEC §3 betting state of `user` on the bonus manager (asset chain): closed once its bonus was claimed. */
export async function readBettingState(cfg: { assetRpcUrl: string; assetChainId: number }, bonusManager: string, user: string): Promise<{ isClosed: boolean }> {
  const provider = chainProvider(cfg.assetRpcUrl, cfg.assetChainId);
  try {
    const state = (await new Contract(bonusManager, bonusAbi, provider).getFunction("bettingState")(user)) as { isClosed: boolean };
    return { isClosed: Boolean(state.isClosed) };
  } finally {
    provider.destroy();
  }
}
