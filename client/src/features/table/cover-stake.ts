import { Contract, MaxUint256, type Wallet } from "ethers";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";

export interface CoverStakeRequest {
  wallet: Wallet;
  /** The game chain's cashier: every table takes its stakes from the player's balance there. */
  cashier: string;
  token: string;
  amount: bigint;
  /** Called before the game wallet's own SUSD moves into the cashier (a transaction of its own). */
  onDeposit?: () => void;
}

/**
 * Makes the player's cashier balance cover a stake. Bridged SUSD lands at the cashier already;
 * game SUSD the wallet holds itself (a transfer from elsewhere) is moved in, all of it, when the
 * balance falls short, approving the cashier once. With nothing to move the stake goes ahead and
 * the cashier refuses it with the balance it has (InsufficientBalance).
 */
export async function coverStake({ wallet, cashier, token, amount, onDeposit }: CoverStakeRequest): Promise<void> {
  const atCashier = new Contract(cashier, cashierAbi, wallet);
  const balance = (await atCashier.getFunction("balanceOf")(wallet.address)) as bigint;
  if (balance >= amount) return;
  const susd = new Contract(token, susdAbi, wallet);
  const held = (await susd.getFunction("balanceOf")(wallet.address)) as bigint;
  if (held === 0n) return;
  onDeposit?.();
  const allowance = (await susd.getFunction("allowance")(wallet.address, cashier)) as bigint;
  if (allowance < held) await (await susd.getFunction("approve")(cashier, MaxUint256)).wait();
  await (await atCashier.getFunction("deposit")(held)).wait();
}
