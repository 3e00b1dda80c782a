// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatCountdown, liveState, opensIn } from "./live-state.js";

const now = Date.parse("2026-11-22T10:00:00Z");
const base = { playable: true, isOpen: true, bettingSeconds: 20, opensAt: null };

describe("a table card's live state", () => {
  it("counts down to the round's close while betting is open, then says dealing", () => {
    const round = { state: "open", closesAt: "2026-11-22T10:00:12.300Z" };
    expect(liveState({ ...base, round }, now)).toEqual({ kind: "betting", secondsLeft: 13, fraction: 13 / 20 });
    expect(liveState({ ...base, round }, now + 12_400)).toEqual({ kind: "dealing" });
    expect(liveState({ ...base, round: { state: "closed" } }, now)).toEqual({ kind: "dealing" });
    expect(liveState({ ...base, round: { state: "settled" } }, now)).toEqual({ kind: "settled" });
  });

  it("shows a revealed round's result while its bets are paid in pages, and a forfeited round as such", () => {
    expect(liveState({ ...base, round: { state: "revealed" } }, now)).toEqual({ kind: "settled" });
    expect(liveState({ ...base, round: { state: "forfeited" } }, now)).toEqual({ kind: "forfeited" });
    expect(liveState({ ...base, round: { state: "refunded" } }, now)).toEqual({ kind: "refunded" });
  });

  it("says when a closed table opens, that an unplayable game opens soon, and waits before a first round", () => {
    expect(liveState({ ...base, isOpen: false, opensAt: "2026-11-22T14:00:00Z" }, now)).toEqual({ kind: "closed", opensAt: new Date("2026-11-22T14:00:00Z") });
    expect(liveState({ ...base, playable: false, isOpen: false }, now)).toEqual({ kind: "soon" });
    expect(liveState({ ...base, round: null }, now)).toEqual({ kind: "waiting" });
  });

  it("formats seconds as s or m:ss", () => {
    expect(formatCountdown(7)).toBe("7");
    expect(formatCountdown(75)).toBe("1:15");
  });

  it("tells how long until a closed table opens and whether that is tomorrow", () => {
    const at = new Date(2026, 10, 22, 22, 30);
    expect(opensIn(new Date(2026, 10, 23, 1, 0), at)).toEqual({ hours: 2, minutes: 30, tomorrow: true });
    expect(opensIn(new Date(2026, 10, 22, 23, 5), at)).toEqual({ hours: 0, minutes: 35, tomorrow: false });
  });
});
