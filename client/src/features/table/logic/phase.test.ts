// @vitest-environment node
import { describe, expect, it } from "vitest";
import { phaseOf, secondsLeft, windowLeft } from "./phase.js";

const closesAt = "2026-11-22T10:00:20.000Z";
const at = (iso: string) => Date.parse(iso);

describe("the countdown", () => {
  it("counts whole seconds up to the close and stops at zero", () => {
    expect(secondsLeft(closesAt, at("2026-11-22T10:00:00.000Z"))).toBe(20);
    expect(secondsLeft(closesAt, at("2026-11-22T10:00:19.100Z"))).toBe(1);
    expect(secondsLeft(closesAt, at("2026-11-22T10:00:20.000Z"))).toBe(0);
    expect(secondsLeft(closesAt, at("2026-11-22T10:01:00.000Z"))).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });

  it("takes bets only while the round is open and its window has not passed", () => {
    expect(phaseOf({ state: "open", closesAt }, at("2026-11-22T10:00:05.000Z"))).toBe("betting");
    expect(phaseOf({ state: "open", closesAt }, at("2026-11-22T10:00:20.000Z"))).toBe("closing");
    expect(phaseOf({ state: "closed", closesAt }, 0)).toBe("dealing");
    expect(phaseOf({ state: "settled" }, 0)).toBe("settled");
    expect(phaseOf({ state: "revealed" }, 0)).toBe("settled");
    expect(phaseOf({ state: "refunded" }, 0)).toBe("refunded");
    expect(phaseOf({ state: "forfeited" }, 0)).toBe("forfeited");
    expect(phaseOf(null, 0)).toBe("waiting");
  });

  it("has hold'em and blackjack players deciding while a window is open, and the dealer dealing between windows", () => {
    const windowClosesAt = "2026-11-22T10:01:00.000Z";
    expect(phaseOf({ state: "dealt", closesAt, windowClosesAt }, at("2026-11-22T10:00:55.000Z"))).toBe("deciding");
    expect(phaseOf({ state: "dealt", closesAt, windowClosesAt }, at("2026-11-22T10:01:00.000Z"))).toBe("dealing");
    expect(phaseOf({ state: "dealt", closesAt }, at("2026-11-22T10:00:55.000Z"))).toBe("dealing");
  });

  it("gives the share of the window left for the ring", () => {
    expect(windowLeft(closesAt, 20, at("2026-11-22T10:00:10.000Z"))).toBe(0.5);
    expect(windowLeft(closesAt, 20, at("2026-11-22T09:59:00.000Z"))).toBe(1);
    expect(windowLeft(closesAt, 20, at("2026-11-22T10:00:30.000Z"))).toBe(0);
  });
});
