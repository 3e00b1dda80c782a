// @vitest-environment node
import { describe, expect, it } from "vitest";
import { AbiCoder, id } from "ethers";
import { createIntl } from "react-intl";
import { cashierInterface } from "../../../shared/cashier/cashier-refusal.js";
import { decisionRefusalMessage, decisionRefusalOf, decisionRefusalText, DecisionRefusal, type DecisionRefusalCode } from "./decision-refusals.js";
import { decisionEn } from "./i18n/en.js";
import { decisionJa } from "./i18n/ja.js";

const customError = (signature: string) => id(signature).slice(0, 10) + AbiCoder.defaultAbiCoder().encode(["address", "uint256", "uint256"], [`0x${"11".repeat(20)}`, 1n, 2n]).slice(2);

describe("decision refusals", () => {
  it("maps DecisionTable's reasons: outside the window, twice, another player's bet, the bankroll", () => {
    expect(decisionRefusalOf({ code: "CALL_EXCEPTION", reason: "Decision window is closed" })).toBe("windowClosed");
    expect(decisionRefusalOf({ code: "CALL_EXCEPTION", reason: "Round is not in play" })).toBe("windowClosed");
    expect(decisionRefusalOf(new Error('execution reverted: "Already decided"'))).toBe("alreadyDecided");
    expect(decisionRefusalOf({ code: "CALL_EXCEPTION", reason: "Not your bet" })).toBe("notYourBet");
    expect(decisionRefusalOf({ code: "CALL_EXCEPTION", reason: "No such bet" })).toBe("notYourBet");
    expect(decisionRefusalOf({ code: "CALL_EXCEPTION", reason: "Table bankroll cannot cover this bet" })).toBe("bankroll");
  });

  it("takes any reason of the game's rules for a move not allowed there", () => {
    expect(decisionRefusalOf({ code: "CALL_EXCEPTION", reason: "Double only on two cards" })).toBe("notAllowed");
    expect(decisionRefusalOf(new Error('execution reverted: "Only a first pair of equal value splits"'))).toBe("notAllowed");
  });

  it("maps the token's balance and allowance errors, missing gas, its own refusals, and falls back to a failure", () => {
    expect(decisionRefusalOf({ code: "CALL_EXCEPTION", info: { error: { data: customError("ERC20InsufficientBalance(address,uint256,uint256)") } } })).toBe("insufficient");
    expect(decisionRefusalOf({ code: "CALL_EXCEPTION", revert: { name: "ERC20InsufficientAllowance" } })).toBe("allowance");
    expect(decisionRefusalOf({ code: "INSUFFICIENT_FUNDS", message: "insufficient funds for intrinsic transaction cost" })).toBe("noGas");
    expect(decisionRefusalOf(new DecisionRefusal("signIn"))).toBe("signIn");
    expect(decisionRefusalOf(new Error("socket hang up"))).toBe("failed");
  });

  it("has an English and a Japanese message for every refusal", () => {
    const all: DecisionRefusalCode[] = ["windowClosed", "alreadyDecided", "notYourBet", "notAllowed", "insufficient", "bankroll", "allowance", "noGas", "signIn", "noGameWallet", "failed"];
    for (const r of all) {
      const key = decisionRefusalMessage(r) as keyof typeof decisionEn;
      expect(decisionEn[key], r).toBeTruthy();
      expect(decisionJa[key], r).toBeTruthy();
    }
  });
});

describe("an extra stake the cashier's rules refuse", () => {
  const intl = createIntl({ locale: "en", messages: decisionEn, timeZone: "UTC" });

  it("names the rule from the error data bubbled through the table", () => {
    const until = Date.UTC(2027, 4, 28, 22, 0) / 1000;
    expect(decisionRefusalText({ code: "CALL_EXCEPTION", data: cashierInterface.encodeErrorResult("PlayBlocked", [true, until]) }, intl)).toMatch(/^Self-exclusion until May 28, 2027, 22:00/);
    expect(decisionRefusalText({ data: cashierInterface.encodeErrorResult("SingleBetLimitExceeded", [5_000_000n, 10_000_000n]) }, intl)).toBe("Your single bet limit is 5 SUSD; this bet is 10 SUSD.");
  });

  it("keeps the decision's own messages for everything else", () => {
    expect(decisionRefusalText({ code: "CALL_EXCEPTION", reason: "Already decided" }, intl)).toBe(decisionEn["decision.refusal.alreadyDecided"]);
  });
});
