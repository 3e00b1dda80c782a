import { describe, expect, it } from "vitest";
import { areaOpensAt, isAreaOpen } from "./area-hours.js";

const at = (iso: string) => new Date(iso);
const area = (startUTCHour: number, endUTCHour: number, enable = true) => ({ enable, startUTCHour, endUTCHour });

describe("isAreaOpen", () => {
  it("is open from the start hour up to but not including the end hour when start < end", () => {
    expect(isAreaOpen(area(9, 17), at("2026-11-22T08:59:59Z"))).toBe(false);
    expect(isAreaOpen(area(9, 17), at("2026-11-22T09:00:00Z"))).toBe(true);
    expect(isAreaOpen(area(9, 17), at("2026-11-22T16:59:59Z"))).toBe(true);
    expect(isAreaOpen(area(9, 17), at("2026-11-22T17:00:00Z"))).toBe(false);
  });

  it("wraps past midnight when start > end", () => {
    expect(isAreaOpen(area(22, 4), at("2026-11-22T23:30:00Z"))).toBe(true);
    expect(isAreaOpen(area(22, 4), at("2026-11-22T03:59:00Z"))).toBe(true);
    expect(isAreaOpen(area(22, 4), at("2026-11-22T04:00:00Z"))).toBe(false);
    expect(isAreaOpen(area(22, 4), at("2026-11-22T21:00:00Z"))).toBe(false);
  });

  it("is open all day when start equals end", () => {
    for (const h of [0, 5, 12, 23]) expect(isAreaOpen(area(5, 5), new Date(Date.UTC(2026, 10, 22, h, 30)))).toBe(true);
  });

  it("is closed at every hour when the area is disabled", () => {
    expect(isAreaOpen(area(0, 0, false), at("2026-11-22T12:00:00Z"))).toBe(false);
    expect(isAreaOpen(area(9, 17, false), at("2026-11-22T12:00:00Z"))).toBe(false);
  });
});

describe("areaOpensAt", () => {
  it("answers the start hour later today when it is still ahead", () => {
    expect(areaOpensAt(area(18, 22), at("2026-11-22T10:15:00Z"))).toEqual(at("2026-11-22T18:00:00Z"));
  });

  it("answers tomorrow's start hour when today's has passed", () => {
    expect(areaOpensAt(area(9, 17), at("2026-11-22T20:00:00Z"))).toEqual(at("2026-11-23T09:00:00Z"));
  });

  it("answers the next start of a wrapping area, and across a year end", () => {
    expect(areaOpensAt(area(22, 4), at("2026-11-30T12:00:00Z"))).toEqual(at("2026-11-30T22:00:00Z"));
    expect(areaOpensAt(area(1, 23), at("2026-12-31T23:30:00Z"))).toEqual(at("2027-01-01T01:00:00Z"));
  });

  it("answers null when the area is open now or disabled (never opens)", () => {
    expect(areaOpensAt(area(9, 17), at("2026-11-22T12:00:00Z"))).toBeNull();
    expect(areaOpensAt(area(3, 3), at("2026-11-22T12:00:00Z"))).toBeNull();
    expect(areaOpensAt(area(9, 17, false), at("2026-11-22T20:00:00Z"))).toBeNull();
  });
});
