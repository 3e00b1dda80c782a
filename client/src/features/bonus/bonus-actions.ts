import { Contract, type JsonRpcSigner } from "ethers";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json";

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
