import { id } from "ethers";
import type { IntlShape } from "react-intl";
import { cashierRefusalOf } from "../../../shared/cashier/cashier-refusal.js";
import { cashierRefusalText } from "../../../shared/cashier/refusal-text.js";

/** Why a decision was not taken; each has a message `decision.refusal.<code>` in English and Japanese. */
export type DecisionRefusalCode =
  | "windowClosed" | "alreadyDecided" | "notYourBet" | "notAllowed" | "insufficient" | "bankroll" | "allowance" | "noGas" | "signIn" | "noGameWallet" | "failed";

/** Refusals the screen raises itself, before anything is sent. */
export class DecisionRefusal extends Error {
  constructor(readonly code: DecisionRefusalCode) {
    super(code);
  }
}

/** DecisionTable's own reasons for refusing `decide`, word for word. */
const REASONS: Record<string, DecisionRefusalCode> = {
  "Round is not in play": "windowClosed",
  "Decision window is closed": "windowClosed",
  "Already decided": "alreadyDecided",
  "No such bet": "notYourBet",
  "Not your bet": "notYourBet",
  "Table bankroll cannot cover this bet": "bankroll",
  // The dealer's word for a signature the relay could not read: nothing the player can change.
  "Invalid signature": "failed",
};

/** Whether `reason` is one of DecisionTable's own reasons (the gateway names them too when it refuses a signed decision itself). */
export const isTableReason = (reason: string) => Object.hasOwn(REASONS, reason);

const selector = (signature: string) => id(signature).slice(0, 10);
/** The cashier's custom errors (balance, the house's bankroll) and the ERC-20 token's. */
const SELECTORS: Record<string, DecisionRefusalCode> = {
  [selector("InsufficientBalance(uint256,uint256)")]: "insufficient",
  [selector("BankrollTooSmall(uint256,uint256)")]: "bankroll",
  [selector("ERC20InsufficientBalance(address,uint256,uint256)")]: "insufficient",
  [selector("ERC20InsufficientAllowance(address,uint256,uint256)")]: "allowance",
};
const NAMES: Record<string, DecisionRefusalCode> = {
  InsufficientBalance: "insufficient", BankrollTooSmall: "bankroll", ERC20InsufficientBalance: "insufficient", ERC20InsufficientAllowance: "allowance",
};

type EthersLike = { code?: unknown; reason?: unknown; data?: unknown; revert?: { name?: unknown } | null; shortMessage?: unknown; message?: unknown; info?: { error?: EthersLike }; error?: EthersLike };

function revertData(e: EthersLike | undefined, depth = 0): string | null {
  if (!e || depth > 4) return null;
  if (typeof e.data === "string" && e.data.startsWith("0x") && e.data.length >= 10) return e.data;
  return revertData(e.info?.error, depth + 1) ?? revertData(e.error, depth + 1);
}

/**
 * Which refusal a failed decision is. Any other revert reason comes from the game's rules contract
 * ("Double only on two cards", "Not the hand in play", …): the move is not allowed there.
 */
export function decisionRefusalOf(e: unknown): DecisionRefusalCode {
  if (e instanceof DecisionRefusal) return e.code;
  const err = (e ?? {}) as EthersLike;
  const text = `${String(err.shortMessage ?? "")} ${String(err.message ?? "")}`;
  const reason = typeof err.reason === "string" ? err.reason : /reverted: "([^"]+)"/.exec(text)?.[1];
  if (reason) return REASONS[reason] ?? "notAllowed";
  if (typeof err.revert?.name === "string" && NAMES[err.revert.name]) return NAMES[err.revert.name]!;
  const data = revertData(err)?.slice(0, 10).toLowerCase();
  if (data && SELECTORS[data]) return SELECTORS[data];
  if (err.code === "INSUFFICIENT_FUNDS" || /insufficient funds/i.test(text)) return "noGas";
  return "failed";
}

export const decisionRefusalMessage = (r: DecisionRefusalCode) => `decision.refusal.${r}`;

/** What the player reads for a refused decision: an extra stake the cashier's rules refuse names the limit and when it resets. */
export function decisionRefusalText(e: unknown, intl: IntlShape): string {
  const rule = e instanceof DecisionRefusal ? null : cashierRefusalOf(e);
  return rule ? cashierRefusalText(rule, intl.locale, intl.timeZone) : intl.formatMessage({ id: decisionRefusalMessage(decisionRefusalOf(e)) });
}
