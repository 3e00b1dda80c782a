// @vitest-environment node
import { describe, expect, it } from "vitest";
import { AbiCoder, id } from "ethers";
import { en } from "../../../shared/i18n/en.js";
import { ja } from "../../../shared/i18n/ja.js";
import { createIntl } from "react-intl";
import { cashierInterface } from "../../../shared/cashier/cashier-refusal.js";
import { refusalMessage, refusalOf, refusalText, TableRefusal, type Refusal } from "./refusals.js";

const customError = (signature: string, types: string[] = [], values: unknown[] = []) => id(signature).slice(0, 10) + AbiCoder.defaultAbiCoder().encode(types, values).slice(2);

describe("refusal messages", () => {
  it("maps each of GameTable's revert reasons, as ethers reports them", () => {
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Betting is closed" })).toBe("closed");
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Bet below table minimum" })).toBe("belowMin");
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Bet above table maximum" })).toBe("aboveMax");
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Table bankroll cannot cover this bet" })).toBe("bankroll");
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Too many bets" })).toBe("tooMany");
    expect(refusalOf(new Error('execution reverted: "Betting is closed"'))).toBe("closed");
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Round is full" })).toBe("roundFull");
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "The AA bonus is placed with an ante" })).toBe("bonusNeedsAnte");
  });

  it("maps a bet the game's rules contract refuses, in its own words, to a bet the table does not offer", () => {
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Numbers do not form a split bet" })).toBe("unknownKind");
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Super 6 is offered only without commission" })).toBe("unknownKind");
    expect(refusalOf(new Error('execution reverted: "Dragon tiger bets name no numbers"'))).toBe("unknownKind");
    expect(refusalOf({ code: "CALL_EXCEPTION", reason: "Something else entirely" })).toBe("failed");
  });

  it("maps the pause and the token's custom errors by name or by selector, however deep ethers nests them", () => {
    expect(refusalOf({ code: "CALL_EXCEPTION", revert: { name: "EnforcedPause" } })).toBe("paused");
    expect(refusalOf({ code: "CALL_EXCEPTION", data: customError("EnforcedPause()") })).toBe("paused");
    const balance = customError("ERC20InsufficientBalance(address,uint256,uint256)", ["address", "uint256", "uint256"], [`0x${"11".repeat(20)}`, 1n, 2n]);
    expect(refusalOf({ code: "CALL_EXCEPTION", info: { error: { data: balance } } })).toBe("insufficient");
    expect(refusalOf({ error: { data: customError("ERC20InsufficientAllowance(address,uint256,uint256)", ["address", "uint256", "uint256"], [`0x${"11".repeat(20)}`, 1n, 2n]) } })).toBe("allowance");
  });

  it("keeps its own refusals, names missing gas, and falls back to a generic failure", () => {
    expect(refusalOf(new TableRefusal("signIn"))).toBe("signIn");
    expect(refusalOf({ code: "INSUFFICIENT_FUNDS", message: "insufficient funds for intrinsic transaction cost" })).toBe("noGas");
    expect(refusalOf(new Error("socket hang up"))).toBe("failed");
  });

  it("has an English and a Japanese message for every refusal", () => {
    const all: Refusal[] = ["aboveMax", "belowMin", "insufficient", "nothingToRepeat", "noBets", "tooMany", "closed", "paused", "bankroll", "unknownKind", "roundFull", "allowance", "noGas", "signIn", "noGameWallet", "tableClosed", "bonusNeedsAnte", "failed"];
    for (const r of all) {
      expect(en[refusalMessage(r)], r).toBeTruthy();
      expect(ja[refusalMessage(r)], r).toBeTruthy();
    }
  });
});

describe("a bet the cashier's responsible-gaming rules refuse", () => {
  const intl = createIntl({ locale: "en", messages: en, timeZone: "Asia/Tokyo" });
  const midnight = Date.UTC(2026, 10, 29) / 1000;

  it("names the limit and when it resets, decoded from the error data bubbled through the table", () => {
    const data = cashierInterface.encodeErrorResult("LossLimitReached", [1, 100_000_000n, midnight]);
    expect(refusalText({ code: "CALL_EXCEPTION", data, revert: null }, intl)).toMatch(/^Daily loss limit of 100 SUSD reached — resets at .*00:00 UTC \(.*09:00 your time\)/);
    const blocked = cashierInterface.encodeErrorResult("PlayBlocked", [false, midnight]);
    expect(refusalText({ code: "UNKNOWN_ERROR", info: { error: { data: blocked } } }, intl)).toMatch(/^You are on a time-out until Nov 29, 2026, 09:00 \(Nov 29, 2026, 00:00 UTC\)/);
  });

  it("keeps the table's own messages for everything else", () => {
    expect(refusalText({ code: "CALL_EXCEPTION", reason: "Betting is closed" }, intl)).toBe(en["table.refusal.closed"]);
    expect(refusalText(new TableRefusal("signIn"), intl)).toBe(en["table.refusal.signIn"]);
  });
});
