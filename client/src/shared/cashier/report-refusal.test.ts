import { describe, expect, it } from "vitest";
import { limitRuleOf } from "./report-refusal.js";

describe("which limit a cashier refusal names", () => {
  it("maps loss windows, the single bet and play time to the report's rules", () => {
    expect(limitRuleOf({ kind: "lossLimit", window: "day", limit: 1n, resetsAt: 0 })).toBe("DAILY_LOSS");
    expect(limitRuleOf({ kind: "lossLimit", window: "week", limit: 1n, resetsAt: 0 })).toBe("WEEKLY_LOSS");
    expect(limitRuleOf({ kind: "lossLimit", window: "month", limit: 1n, resetsAt: 0 })).toBe("MONTHLY_LOSS");
    expect(limitRuleOf({ kind: "singleBet", limit: 1n, bet: 2n })).toBe("SINGLE_BET");
    expect(limitRuleOf({ kind: "playTime", minutes: 60, resetsAt: 0 })).toBe("PLAY_TIME");
  });

  it("reports no limit for breaks, bans or other failures", () => {
    expect(limitRuleOf({ kind: "blocked", selfExclusion: false, until: 0 })).toBeNull();
    expect(limitRuleOf({ kind: "banned" })).toBeNull();
    expect(limitRuleOf(null)).toBeNull();
  });
});
