// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { createIntl } from "react-intl";
import { cashierRefusalOf } from "../../../shared/cashier/cashier-refusal.js";
import { limitRuleOf } from "../../../shared/cashier/report-refusal.js";
import { decisionRefusalOf, decisionRefusalText } from "./decision-refusals.js";
import { decisionEn } from "./i18n/en.js";
import { decisionJa } from "./i18n/ja.js";
import { RelayedRefusal, submitRefusal } from "./relayed-refusal.js";

const en = createIntl({ locale: "en", messages: decisionEn, timeZone: "UTC" });
const ja = createIntl({ locale: "ja", messages: decisionJa, timeZone: "UTC" });
const apiError = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: "refused", extensions }] });

describe("a refusal the table gave a decision the dealer relayed", () => {
  it("maps the table's reasons as it maps those of a decision the player sent", () => {
    expect(decisionRefusalOf(new RelayedRefusal("Decision window is closed"))).toBe("windowClosed");
    expect(decisionRefusalOf(new RelayedRefusal("Already decided"))).toBe("alreadyDecided");
    expect(decisionRefusalOf(new RelayedRefusal("Not your bet"))).toBe("notYourBet");
    expect(decisionRefusalOf(new RelayedRefusal("Double only on two cards"))).toBe("notAllowed");
    expect(decisionRefusalText(new RelayedRefusal("Already decided"), ja)).toBe(decisionJa["decision.refusal.alreadyDecided"]);
  });

  it("maps the cashier's balance and bankroll errors given by name and arguments", () => {
    expect(decisionRefusalOf(new RelayedRefusal("InsufficientBalance(5000000, 20000000)"))).toBe("insufficient");
    expect(decisionRefusalOf(new RelayedRefusal("BankrollTooSmall(1, 2)"))).toBe("bankroll");
    expect(decisionRefusalText(new RelayedRefusal("BankrollTooSmall(1, 2)"), en)).toBe(decisionEn["decision.refusal.bankroll"]);
  });

  it("names the player's limit a cashier rule refused at, and when it resets, as for a stake the player sent", () => {
    const refusal = new RelayedRefusal("LossLimitReached(1, 25000000, 1764633600)");
    expect(cashierRefusalOf(refusal)).toEqual({ kind: "lossLimit", window: "day", limit: 25_000_000n, resetsAt: 1_764_633_600 });
    expect(limitRuleOf(cashierRefusalOf(refusal))).toBe("DAILY_LOSS");
    expect(decisionRefusalText(refusal, en)).toBe("Daily loss limit of 25 SUSD reached — resets at Dec 2, 2025, 00:00 UTC (Dec 2, 2025, 00:00 your time).");
    expect(decisionRefusalText(refusal, ja)).toMatch(/^1日の損失上限 25 SUSD に達しました/);
    expect(cashierRefusalOf(new RelayedRefusal("PlayBlocked(true, 1811455200)"))).toEqual({ kind: "blocked", selfExclusion: true, until: 1_811_455_200 });
  });

  it("falls back to a failure for an error it does not know", () => {
    expect(decisionRefusalOf(new RelayedRefusal("EnforcedPause()"))).toBe("failed");
    expect(decisionRefusalOf(new RelayedRefusal(""))).toBe("failed");
    expect(decisionRefusalOf(new RelayedRefusal("Invalid signature"))).toBe("failed");
  });
});

describe("a submission the gateway refused itself", () => {
  it("reads the table's reason it names, asks a lost session to sign in, and leaves anything else a failure", () => {
    expect(decisionRefusalOf(submitRefusal(apiError({ code: "CONFLICT", reason: "Already decided" })))).toBe("alreadyDecided");
    expect(decisionRefusalOf(submitRefusal(apiError({ code: "FORBIDDEN", reason: "Not your bet" })))).toBe("notYourBet");
    expect(decisionRefusalOf(submitRefusal(apiError({ code: "UNAUTHENTICATED" })))).toBe("signIn");
    expect(decisionRefusalOf(submitRefusal(apiError({ code: "FORBIDDEN", reason: "BANNED" })))).toBe("failed");
    expect(decisionRefusalOf(submitRefusal(new Error("Failed to fetch")))).toBe("failed");
  });
});
