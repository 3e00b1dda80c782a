import { Signature, verifyTypedData, type Signer, type TypedDataDomain } from "ethers";

/**
 * A decision at a decision table (hold'em, blackjack) its player signs instead of sending: anyone may
 * send it to the table's `decideSigned`, and the dealer sends each window's decisions in batches, so
 * a decision costs a share of one transaction. The signature names the window: the table applies it
 * only in that window, and a bet takes one decision a window, so it cannot be replayed.
 */
export interface DecisionToSign {
  roundId: bigint | number;
  betIndex: bigint | number;
  window: number;
  hand: number;
  action: number;
}

/** One entry of `decideSigned(roundId, window, SignedDecision[])`: the bet index, hand and action in one word (bits 0–15, 16–23, 24–31) and the EIP-2098 compact signature. */
export interface SignedDecisionInput {
  decision: bigint;
  r: string;
  yParityAndS: string;
}

export const DECISION_TYPES = {
  Decision: [
    { name: "roundId", type: "uint256" },
    { name: "betIndex", type: "uint256" },
    { name: "window", type: "uint8" },
    { name: "hand", type: "uint8" },
    { name: "action", type: "uint8" },
  ],
};

/** The table's EIP-712 domain: a signature is good at that table on that chain only. */
export function decisionDomain(chainId: bigint | number, table: string): TypedDataDomain {
  return { name: "Sunrise DecisionTable", version: "1", chainId, verifyingContract: table };
}

export async function signDecision(signer: Pick<Signer, "signTypedData">, chainId: bigint | number, table: string, d: DecisionToSign): Promise<string> {
  return signer.signTypedData(decisionDomain(chainId, table), DECISION_TYPES, d);
}

/** The wallet that signed `d` (any signature recovers to some address: compare it with the player's). */
export function decisionSigner(chainId: bigint | number, table: string, d: DecisionToSign, signature: string): string {
  return verifyTypedData(decisionDomain(chainId, table), DECISION_TYPES, d, signature);
}

/** The call argument for a signed decision. */
export function signedDecisionInput(d: Pick<DecisionToSign, "betIndex" | "hand" | "action">, signature: string): SignedDecisionInput {
  const sig = Signature.from(signature);
  return { decision: BigInt(d.betIndex) | (BigInt(d.hand) << 16n) | (BigInt(d.action) << 24n), r: sig.r, yParityAndS: sig.yParityAndS };
}
