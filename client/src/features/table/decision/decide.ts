import { Contract, type Wallet } from "ethers";
import decisionTableAbi from "@sunrise/contracts/abi/DecisionTable.json";
import { sendWithHeadroom } from "@sunrise/contracts/gas";
import { coverStake } from "../cover-stake.js";

export interface DecideRequest {
  wallet: Wallet;
  table: string;
  cashier: string;
  token: string;
  roundId: number;
  betIndex: number;
  hand: number;
  action: number;
  /** What the decision stakes (a call, a double, a split's hand, insurance); the table takes it from the cashier balance with the decision. */
  extraStake: bigint;
  onDeposit?: () => void;
}

/**
 * Sends one decision — `decide(roundId, betIndex, hand, action)` — from the game wallet, topping up
 * the cashier balance from the wallet's own SUSD first when it is short of the extra stake (as bets
 * do). Resolves with the mined transaction hash; a refusal rejects with the contract's revert reason.
 */
export async function sendDecision({ wallet, table, cashier, token, roundId, betIndex, hand, action, extraStake, onDeposit }: DecideRequest): Promise<string> {
  if (extraStake > 0n) await coverStake({ wallet, cashier, token, amount: extraStake, onDeposit });
  const tx = await sendWithHeadroom(new Contract(table, decisionTableAbi, wallet), "decide", roundId, betIndex, hand, action);
  await tx.wait();
  return tx.hash;
}
