import { describe, expect, it } from "vitest";
import { windowResets } from "./calendar.js";

const at = (iso: string) => Date.parse(iso) / 1000;

describe("windowResets", () => {
  it("resets the week on the next Monday 00:00 UTC and the month on the next first", () => {
    expect(windowResets(at("2026-11-28T22:10:00Z"))).toEqual({ day: new Date("2026-11-29T00:00:00Z"), week: new Date("2026-11-30T00:00:00Z"), month: new Date("2026-12-01T00:00:00Z") });
  });

  it("counts a Monday as the first day of its week and December into January", () => {
    expect(windowResets(at("2026-11-30T00:00:00Z")).week).toEqual(new Date("2026-12-07T00:00:00Z"));
    expect(windowResets(at("2026-12-31T23:59:59Z"))).toMatchObject({ day: new Date("2027-01-01T00:00:00Z"), month: new Date("2027-01-01T00:00:00Z") });
  });
});
