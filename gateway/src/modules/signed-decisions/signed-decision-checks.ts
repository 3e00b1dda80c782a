import { decisionSigner } from "@sunrise/contracts/signed-decision";
import { fieldError } from "../admin/validation.js";
import type { SignedDecisionInput } from "./signed-decision.inputs.js";

/** The DecisionTable's bounds: hands 0–1, actions 1–15 (4-bit codes), windows 1–16, bets indexed by uint16. */
const RANGES = { tableId: [1, 2 ** 31 - 1], roundId: [1, 2 ** 31 - 1], betIndex: [0, 65_535], window: [1, 16], hand: [0, 1], action: [1, 15] } as const;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** The input when every number is in the table's range and the signature is 65 bytes of hex; else BAD_USER_INPUT naming the field. */
export function checkDecisionInput(input: SignedDecisionInput): SignedDecisionInput {
  for (const [field, [min, max]] of Object.entries(RANGES)) {
    const value = input[field as keyof typeof RANGES];
    if (!Number.isInteger(value) || value < min || value > max) throw fieldError(field, `${field} must be between ${min} and ${max}`);
  }
  if (!SIGNATURE.test(input.signature)) throw fieldError("signature", "signature must be 65 bytes, 0x hex");
  return { ...input, signature: input.signature.toLowerCase() };
}

/** The wallet (lowercase) that signed the decision at `table` on the game chain. */
export function signerOf(chainId: number, table: string, d: SignedDecisionInput): string {
  try {
    return decisionSigner(chainId, table, d, d.signature).toLowerCase();
  } catch {
    throw fieldError("signature", "signature is not a valid signature");
  }
}
