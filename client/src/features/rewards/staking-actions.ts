import { Contract, type JsonRpcSigner } from "ethers";
import stakingAbi from "@sunrise/contracts/abi/Staking.json";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";

export interface TxProgress {
  /** An approval is needed first (the pool's token for the contract). */
  onApprove?: () => void;
  /** The transaction is broadcast: its hash, before it is mined. */
  onSent: (hash: string) => void;
}

const staking = (signer: JsonRpcSigner, address: string) => new Contract(address, stakingAbi, signer);

/** Stakes `amount` of the pool's token, approving the contract first when the allowance is short. */
export async function stake(signer: JsonRpcSigner, contract: string, pool: string, amount: bigint, p: TxProgress): Promise<string> {
  const owner = await signer.getAddress();
  const token = new Contract(pool, susdAbi, signer);
  const allowance = (await token.getFunction("allowance")(owner, contract)) as bigint;
  if (allowance < amount) {
    p.onApprove?.();
    await (await token.getFunction("approve")(contract, amount)).wait();
  }
  return send(staking(signer, contract).getFunction("stake")(pool, amount), p);
}

export const unstake = (signer: JsonRpcSigner, contract: string, pool: string, amount: bigint, p: TxProgress) => send(staking(signer, contract).getFunction("unstake")(pool, amount), p);

/** Claims the pool's rewards; the contract emits TokenClaimed, which the claim history shows when indexed. */
export const claim = (signer: JsonRpcSigner, contract: string, pool: string, p: TxProgress) => send(staking(signer, contract).getFunction("claim")(pool), p);

async function send(pending: Promise<{ hash: string; wait: () => Promise<unknown> }>, p: TxProgress): Promise<string> {
  const tx = await pending;
  p.onSent(tx.hash);
  await tx.wait();
  return tx.hash;
}
