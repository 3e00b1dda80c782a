// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cashierInterface, cashierRefusalOf } from "./cashier-refusal.js";
import { cashierRefusalText } from "./refusal-text.js";

const encoded = (name: string, args: unknown[]) => cashierInterface.encodeErrorResult(name, args);
/** 29 Nov 2026 00:00 UTC, 09:00 in Tokyo. */
const MIDNIGHT = Date.UTC(2026, 10, 29) / 1000;

describe("the cashier's refusals", () => {
  it("decodes a loss limit from ABI-encoded revert data however deep ethers nests it", () => {
    const data = encoded("LossLimitReached", [1, 100_000_000n, MIDNIGHT]);
    const expected = { kind: "lossLimit", window: "day", limit: 100_000_000n, resetsAt: MIDNIGHT };
    expect(cashierRefusalOf({ code: "CALL_EXCEPTION", data })).toEqual(expected);
    expect(cashierRefusalOf({ code: "UNKNOWN_ERROR", info: { error: { data } } })).toEqual(expected);
    expect(cashierRefusalOf({ code: "CALL_EXCEPTION", data: encoded("LossLimitReached", [3, 5n, MIDNIGHT]) })).toMatchObject({ window: "month" });
  });

  it("decodes every player rule with its arguments", () => {
    expect(cashierRefusalOf({ data: encoded("SingleBetLimitExceeded", [10_000_000n, 25_000_000n]) })).toEqual({ kind: "singleBet", limit: 10_000_000n, bet: 25_000_000n });
    expect(cashierRefusalOf({ data: encoded("PlayTimeLimitReached", [60, MIDNIGHT]) })).toEqual({ kind: "playTime", minutes: 60, resetsAt: MIDNIGHT });
    expect(cashierRefusalOf({ data: encoded("PlayBlocked", [true, MIDNIGHT]) })).toEqual({ kind: "blocked", selfExclusion: true, until: MIDNIGHT });
    expect(cashierRefusalOf({ data: encoded("PlayNotResumed", [0]) })).toEqual({ kind: "notResumed", resumeAt: 0 });
    expect(cashierRefusalOf({ data: encoded("PlayerBanned", [`0x${"11".repeat(20)}`]) })).toEqual({ kind: "banned" });
    expect(cashierRefusalOf({ data: encoded("LimitsOutOfOrder", []) })).toEqual({ kind: "outOfOrder" });
  });

  it("leaves anything else to the caller: revert reasons, other contracts' errors, no data", () => {
    expect(cashierRefusalOf({ code: "CALL_EXCEPTION", reason: "Betting is closed" })).toBeNull();
    expect(cashierRefusalOf({ data: "0x12345678" })).toBeNull();
    expect(cashierRefusalOf(new Error("network"))).toBeNull();
    expect(cashierRefusalOf(undefined)).toBeNull();
  });

  it("names the limit and when it resets, in UTC and the player's time", () => {
    const rule = cashierRefusalOf({ data: encoded("LossLimitReached", [1, 100_000_000n, MIDNIGHT]) })!;
    const text = cashierRefusalText(rule, "en", "Asia/Tokyo");
    expect(text).toMatch(/^Daily loss limit of 100 SUSD reached — resets at .*00:00 UTC \(.*09:00 your time\)\.$/);
    expect(cashierRefusalText(rule, "ja", "Asia/Tokyo")).toMatch(/1日の損失上限 100 SUSD.*00:00 UTC.*09:00/);
  });

  it("tells a time-out from a self-exclusion, with the date it ends", () => {
    const until = Date.UTC(2026, 11, 5, 14, 30) / 1000;
    expect(cashierRefusalText({ kind: "blocked", selfExclusion: false, until }, "en", "UTC")).toMatch(/^You are on a time-out until Dec 5, 2026, 14:30/);
    expect(cashierRefusalText({ kind: "blocked", selfExclusion: true, until }, "en", "UTC")).toMatch(/^Self-exclusion until Dec 5, 2026, 14:30/);
    expect(cashierRefusalText({ kind: "singleBet", limit: 10_000_000n, bet: 25_500_000n }, "en")).toBe("Your single bet limit is 10 SUSD; this bet is 25.5 SUSD.");
  });
});
