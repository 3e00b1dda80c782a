import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { cashierInterface } from "../../../shared/cashier/cashier-refusal.js";
import { DecisionRefusal, isTableReason } from "./decision-refusals.js";

const CUSTOM_ERROR = /^([A-Za-z_]\w*)\((.*)\)$/s;

/** A cashier error's arguments as the dealer wrote them, as revert data (null when the cashier has no such error). */
function cashierErrorData(name: string, args: string[]): string | null {
  try {
    const fragment = cashierInterface.getError(name);
    if (!fragment || fragment.inputs.length !== args.length) return null;
    return cashierInterface.encodeErrorResult(fragment, args.map((a, i) => (fragment.inputs[i]!.type === "bool" ? a === "true" : a)));
  } catch {
    return null;
  }
}

/**
 * The table's refusal of a decision the dealer relayed, shaped like the revert of a decision the
 * player sent, so one mapping serves both: a revert reason ("Already decided") as `reason`; a
 * custom error by name and arguments ("LossLimitReached(1, 25000000, 1764633600)") as `revert.name`
 * and, for the cashier's errors, its revert `data`.
 */
export class RelayedRefusal extends Error {
  readonly reason?: string;
  readonly revert?: { name: string };
  readonly data?: string;

  constructor(readonly relayed: string) {
    super(`The table refused the decision: ${relayed}`);
    const custom = CUSTOM_ERROR.exec(relayed.trim());
    if (!custom) {
      this.reason = relayed;
      return;
    }
    const [, name, list] = custom as unknown as [string, string, string];
    const args = list.trim() ? list.split(",").map((a) => a.trim().replace(/^"|"$/g, "")) : [];
    this.revert = { name };
    this.data = cashierErrorData(name, args) ?? undefined;
  }
}

/**
 * The refusal behind a failed `submitDecision`: the gateway's own refusals name the table's reason
 * (`extensions.reason`, "Already decided"), a lost session asks to sign in; anything else stays as it was.
 */
export function submitRefusal(e: unknown): unknown {
  if (!CombinedGraphQLErrors.is(e)) return e;
  const ext = e.errors[0]?.extensions;
  if (ext?.code === "UNAUTHENTICATED") return new DecisionRefusal("signIn");
  return typeof ext?.reason === "string" && isTableReason(ext.reason) ? new RelayedRefusal(ext.reason) : e;
}
