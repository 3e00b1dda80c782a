import type { Wallet } from "ethers";
import { signDecision } from "@sunrise/contracts/signed-decision";
import type { SignedDecisionInput } from "../../../gql/graphql.js";
import { cashierFor } from "../../../shared/cashier/cashier-address.js";
import { coverStake } from "../cover-stake.js";

export interface DecideRequest {
  wallet: Wallet;
  /** The game chain, whose id the signature names. */
  chainId: number;
  tableId: number;
  table: string;
  /** The chain configuration's cashier (else the table's own is read). */
  cashier: string | null;
  token: string;
  roundId: number;
  betIndex: number;
  /** The decision window the signature is good for. */
  window: number;
  hand: number;
  action: number;
  /** What the decision stakes (a call, a double, a split's hand, insurance); the table takes it from the cashier balance with the decision. */
  extraStake: bigint;
  onDeposit?: () => void;
}

/**
 * Readies one decision for the dealer: tops the cashier balance up from the game wallet's own SUSD
 * first when it is short of the extra stake (the one transaction of the player's, as for bets), then
 * signs the decision for its window with the game wallet — no transaction, so no gas for the decision.
 */
export async function signedDecision({ wallet, chainId, tableId, table, cashier, token, roundId, betIndex, window, hand, action, extraStake, onDeposit }: DecideRequest): Promise<SignedDecisionInput> {
  if (extraStake > 0n) await coverStake({ wallet, cashier: await cashierFor(cashier, table, wallet), token, amount: extraStake, onDeposit });
  const signature = await signDecision(wallet, chainId, table, { roundId, betIndex, window, hand, action });
  return { tableId, roundId, betIndex, window, hand, action, signature };
}
