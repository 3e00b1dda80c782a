// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loosens, NO_LIMITS, parseLimits, type LimitsDraft } from "./limits.js";
import { windowResets } from "./windows.js";

const draft = (over: Partial<LimitsDraft>): LimitsDraft => ({ singleBet: "", dailyLoss: "", weeklyLoss: "", monthlyLoss: "", dailyMinutes: "", ...over });

describe("the limits form's checks", () => {
  it("accepts loss limits rising from daily to weekly to monthly, in token units", () => {
    expect(parseLimits(draft({ dailyLoss: "100", weeklyLoss: "500", monthlyLoss: "1,500.5", dailyMinutes: "90" }))).toEqual({
      ok: true, limits: { singleBet: 0n, dailyLoss: 100_000_000n, weeklyLoss: 500_000_000n, monthlyLoss: 1_500_500_000n, dailyMinutes: 90 },
    });
  });

  it("refuses a weekly limit not above the daily one, and a monthly not above either", () => {
    expect(parseLimits(draft({ dailyLoss: "100", weeklyLoss: "100" }))).toEqual({ ok: false, field: "loss", problem: "outOfOrder" });
    expect(parseLimits(draft({ dailyLoss: "100", monthlyLoss: "50" }))).toEqual({ ok: false, field: "loss", problem: "outOfOrder" });
    expect(parseLimits(draft({ weeklyLoss: "300", monthlyLoss: "200" }))).toEqual({ ok: false, field: "loss", problem: "outOfOrder" });
    expect(parseLimits(draft({ dailyLoss: "100", monthlyLoss: "101" })).ok).toBe(true);
  });

  it("refuses play time above 24 hours and amounts that are not amounts", () => {
    expect(parseLimits(draft({ dailyMinutes: "1441" }))).toEqual({ ok: false, field: "dailyMinutes", problem: "tooManyMinutes" });
    expect(parseLimits(draft({ dailyMinutes: "1.5" }))).toEqual({ ok: false, field: "dailyMinutes", problem: "invalidMinutes" });
    expect(parseLimits(draft({ singleBet: "-5" }))).toEqual({ ok: false, field: "singleBet", problem: "invalidAmount" });
  });

  it("calls a request looser when it raises or removes a limit", () => {
    const current = { ...NO_LIMITS, dailyLoss: 100n, dailyMinutes: 60 };
    expect(loosens(current, { ...current, dailyLoss: 50n })).toBe(false);
    expect(loosens(current, { ...current, singleBet: 5n })).toBe(false);
    expect(loosens(current, { ...current, dailyMinutes: 90 })).toBe(true);
    expect(loosens(current, { ...current, dailyLoss: 0n })).toBe(true);
  });
});

describe("the loss windows", () => {
  it("reset at the next UTC midnight, Monday and first of the month", () => {
    const sat = Date.UTC(2026, 10, 28, 22, 10) / 1000;
    expect(windowResets(sat)).toEqual({ day: Date.UTC(2026, 10, 29) / 1000, week: Date.UTC(2026, 10, 30) / 1000, month: Date.UTC(2026, 11, 1) / 1000 });
    const monday = Date.UTC(2026, 10, 30, 0, 0, 1) / 1000;
    expect(windowResets(monday).week).toBe(Date.UTC(2026, 11, 7) / 1000);
  });
});
