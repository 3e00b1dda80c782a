import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { ReportStakeRefusalDocument, type LimitRule } from "../../gql/graphql.js";
import { cashierRefusalOf, type CashierRefusal } from "./cashier-refusal.js";

const LOSS_RULES = { day: "DAILY_LOSS", week: "WEEKLY_LOSS", month: "MONTHLY_LOSS" } as const;

/** The player's limit a refusal names, else null (breaks, bans and balance are not limits). */
export function limitRuleOf(refusal: CashierRefusal | null): LimitRule | null {
  switch (refusal?.kind) {
    case "lossLimit": return LOSS_RULES[refusal.window];
    case "singleBet": return "SINGLE_BET";
    case "playTime": return "PLAY_TIME";
    default: return null;
  }
}

/**
 * Tells the back office when the Cashier refused the player a stake at one of their limits: a
 * refused stake reverts on chain and leaves no event. Best effort: a failed report changes nothing for the player.
 */
export function useReportStakeRefusal(): (e: unknown) => void {
  const [report] = useMutation(ReportStakeRefusalDocument);
  return useCallback(
    (e: unknown) => {
      const rule = limitRuleOf(cashierRefusalOf(e));
      if (rule) void report({ variables: { rule } }).catch(() => undefined);
    },
    [report],
  );
}
