// @vitest-environment node
import { describe, expect, it } from "vitest";
import { AbiCoder, id } from "ethers";
import { en } from "../../../shared/i18n/en.js";
import { ja } from "../../../shared/i18n/ja.js";
import { refusalMessage, refusalOf, TableRefusal, type Refusal } from "./refusals.js";

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
