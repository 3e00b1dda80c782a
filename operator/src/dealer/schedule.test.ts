import { describe, expect, it } from "vitest";
import { tablesToOpen, type TableSchedule } from "./schedule.js";

const NOW = new Date("2026-11-22T21:30:00Z");
const allDay = { enable: true, startUTCHour: 0, endUTCHour: 0 };
const row = (n: number, over: Partial<TableSchedule> = {}): TableSchedule => ({ contractAddress: `0x${String(n).padStart(40, "A")}`, enabled: true, paused: false, bettingSeconds: 20, area: allDay, ...over });

describe("tables the dealer opens rounds at", () => {
  it("takes an enabled table of an open area with its own betting window, by lowercase address", () => {
    expect(tablesToOpen([row(1)], NOW, 15)).toEqual(new Map([[`0x${"1".padStart(40, "a")}`, 20]]));
  });

  it("skips a disabled table and a table whose area is disabled", () => {
    expect(tablesToOpen([row(1, { enabled: false }), row(2, { area: { ...allDay, enable: false } })], NOW, 15).size).toBe(0);
  });

  it("skips a table whose contract is paused (it would refuse the round)", () => {
    expect([...tablesToOpen([row(1, { paused: true }), row(2)], NOW, 15).keys()]).toEqual([`0x${"2".padStart(40, "a")}`]);
  });

  it("skips a table whose area is closed at this hour and takes it once the area opens", () => {
    const night = { enable: true, startUTCHour: 23, endUTCHour: 3 };
    expect(tablesToOpen([row(1, { area: night })], NOW, 15).size).toBe(0);
    expect(tablesToOpen([row(1, { area: night })], new Date("2026-11-22T23:00:00Z"), 15).size).toBe(1);
    expect(tablesToOpen([row(1, { area: night })], new Date("2026-11-23T02:59:59Z"), 15).size).toBe(1);
  });

  it("falls back to the dealer's default window when the row has none", () => {
    expect([...tablesToOpen([row(1, { bettingSeconds: 0 })], NOW, 15).values()]).toEqual([15]);
  });
});
