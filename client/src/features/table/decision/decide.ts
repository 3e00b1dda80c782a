import { Contract, type Wallet } from "ethers";
import decisionTableAbi from "@sunrise/contracts/abi/DecisionTable.json";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";
import { GENEROUS_ALLOWANCE } from "../place-bets.js";

export interface DecideRequest {
  wallet: Wallet;
  table: string;
  token: string;
  roundId: number;
  betIndex: number;
  hand: number;
  action: number;
  /** What the decision escrows (a call, a double, a split's hand, insurance); the table takes it with the decision. */
  extraStake: bigint;
  onApprove?: () => void;
}

/**
 * Sends one decision — `decide(roundId, betIndex, hand, action)` — from the game wallet, approving
 * the table for its extra stake first when the allowance is short (as bets are). Resolves with the
 * mined transaction hash; a refusal rejects with the contract's revert reason.
 */
export async function sendDecision({ wallet, table, token, roundId, betIndex, hand, action, extraStake, onApprove }: DecideRequest): Promise<string> {
  if (extraStake > 0n) {
    const susd = new Contract(token, susdAbi, wallet);
    const allowance = (await susd.getFunction("allowance")(wallet.address, table)) as bigint;
    if (allowance < extraStake) {
      onApprove?.();
      await (await susd.getFunction("approve")(table, extraStake > GENEROUS_ALLOWANCE ? extraStake : GENEROUS_ALLOWANCE)).wait();
    }
  }
  const tx = await new Contract(table, decisionTableAbi, wallet).getFunction("decide")(roundId, betIndex, hand, action);
  await tx.wait();
  return tx.hash as string;
}
