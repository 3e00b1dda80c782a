import { DomainError, ErrorCode } from "../../errors.js";

/**
 * `extensions.reason` of the gateway's own refusals of a signed decision, in the table contract's
 * words for the same refusal, so a client reads them as it reads a refusal the table relayed.
 */
export const DecisionReason = { ALREADY_DECIDED: "Already decided", NOT_YOUR_BET: "Not your bet", NO_SUCH_BET: "No such bet" } as const;
export type DecisionReason = (typeof DecisionReason)[keyof typeof DecisionReason];

function refused(code: ErrorCode, reason: DecisionReason, message: string): DomainError {
  const e = new DomainError(code, message);
  e.extensions.reason = reason;
  return e;
}

export const alreadyDecided = () => refused(ErrorCode.CONFLICT, DecisionReason.ALREADY_DECIDED, "This bet already has a decision for this window");
export const notYourBet = (message: string) => refused(ErrorCode.FORBIDDEN, DecisionReason.NOT_YOUR_BET, message);
export const noSuchBet = () => refused(ErrorCode.NOT_FOUND, DecisionReason.NO_SUCH_BET, "No such bet in this round");
