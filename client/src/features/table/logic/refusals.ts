import { id } from "ethers";
import type { IntlShape } from "react-intl";
import { cashierRefusalOf } from "../../../shared/cashier/cashier-refusal.js";
import { cashierRefusalText } from "../../../shared/cashier/refusal-text.js";
import type { MessageId } from "../../../shared/i18n/en.js";
import type { SlipRefusal } from "./bet-slip.js";

/** Refusals the table screen raises itself, before anything is sent. */
export class TableRefusal extends Error {
  constructor(readonly code: Refusal) {
    super(code);
  }
}

export type Refusal = SlipRefusal | "closed" | "paused" | "bankroll" | "unknownKind" | "roundFull" | "allowance" | "noGas" | "signIn" | "noGameWallet" | "tableClosed" | "bonusNeedsAnte" | "failed";

/** GameTable's require() reasons, word for word. */
const REASONS: Record<string, Refusal> = {
  "Betting is closed": "closed",
  "Round is not open": "closed",
  "Bet below table minimum": "belowMin",
  "Bet above table maximum": "aboveMax",
  "Table bankroll cannot cover this bet": "bankroll",
  "Unknown bet kind": "unknownKind",
  "Bet kind of another game": "unknownKind",
  "No bets": "noBets",
  "Too many bets": "tooMany",
  "Round is full": "roundFull",
  "Too many numbers": "unknownKind",
  "The AA bonus is placed with an ante": "bonusNeedsAnte",
};
/** The game's rules contract names what is wrong with a bet in its own words ("Numbers do not form a split bet"). */
const RULES_REASONS = [/^Numbers do not form /, / bets name no numbers$/, /^Super 6 is offered only /, /^Unknown table variant$/];
const reasonOf = (text: string): Refusal | undefined => REASONS[text] ?? (RULES_REASONS.some((r) => r.test(text)) ? "unknownKind" : undefined);

const selector = (signature: string) => id(signature).slice(0, 10);
/** Custom errors: Pausable's, the cashier's (balance, the house's bankroll) and the ERC-20 token's (OpenZeppelin 5). */
const SELECTORS: Record<string, Refusal> = {
  [selector("EnforcedPause()")]: "paused",
  [selector("InsufficientBalance(uint256,uint256)")]: "insufficient",
  [selector("BankrollTooSmall(uint256,uint256)")]: "bankroll",
  [selector("ERC20InsufficientBalance(address,uint256,uint256)")]: "insufficient",
  [selector("ERC20InsufficientAllowance(address,uint256,uint256)")]: "allowance",
};
const NAMES: Record<string, Refusal> = {
  EnforcedPause: "paused", InsufficientBalance: "insufficient", BankrollTooSmall: "bankroll", ERC20InsufficientBalance: "insufficient", ERC20InsufficientAllowance: "allowance",
};

type EthersLike = { code?: unknown; reason?: unknown; data?: unknown; revert?: { name?: unknown } | null; shortMessage?: unknown; message?: unknown; info?: { error?: EthersLike }; error?: EthersLike };

function revertData(e: EthersLike | undefined, depth = 0): string | null {
  if (!e || depth > 4) return null;
  if (typeof e.data === "string" && e.data.startsWith("0x") && e.data.length >= 10) return e.data;
  return revertData(e.info?.error, depth + 1) ?? revertData(e.error, depth + 1);
}

/** Which refusal a failed bet is, from our own checks, the contract's revert reason or custom error. */
export function refusalOf(e: unknown): Refusal {
  if (e instanceof TableRefusal) return e.code;
  const err = (e ?? {}) as EthersLike;
  const byReason = typeof err.reason === "string" ? reasonOf(err.reason) : undefined;
  if (byReason) return byReason;
  if (typeof err.revert?.name === "string" && NAMES[err.revert.name]) return NAMES[err.revert.name]!;
  const data = revertData(err);
  if (data && SELECTORS[data.slice(0, 10).toLowerCase()]) return SELECTORS[data.slice(0, 10).toLowerCase()]!;
  const text = `${String(err.shortMessage ?? "")} ${String(err.message ?? "")}`;
  for (const [reason, refusal] of Object.entries(REASONS)) if (text.includes(reason)) return refusal;
  const quoted = /reverted: "([^"]+)"/.exec(text)?.[1];
  if (quoted && reasonOf(quoted)) return reasonOf(quoted)!;
  if (err.code === "INSUFFICIENT_FUNDS" || /insufficient funds/i.test(text)) return "noGas";
  return "failed";
}

export const refusalMessage = (r: Refusal) => `table.refusal.${r}` as MessageId;

/** What the player reads for a failed bet: a responsible-gaming rule of the cashier names the limit and when it resets. */
export function refusalText(e: unknown, intl: IntlShape): string {
  const rule = e instanceof TableRefusal ? null : cashierRefusalOf(e);
  return rule ? cashierRefusalText(rule, intl.locale, intl.timeZone) : intl.formatMessage({ id: refusalMessage(refusalOf(e)) });
}
