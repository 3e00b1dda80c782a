// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RouletteBet } from "@sunrise/games";
import { addChip, double, emptySlip, repeat, slipTotal, slipTotals, toBetInputs, undo, type BetSlip, type SlipResult } from "./bet-slip.js";
import { spotKey } from "./spot.js";

const U = 1_000_000n;
const ctx = { limits: { min: 2n * U, max: 100n * U } };
const red = { kind: RouletteBet.RED, numbers: [] };
const seventeen = { kind: RouletteBet.STRAIGHT, numbers: [17] };
const ok = (r: SlipResult): BetSlip => {
  if (!r.ok) throw new Error(r.refusal);
  return r.slip;
};

describe("building a round's bets", () => {
  it("stacks chips per spot and undoes the last action whole", () => {
    let s = ok(addChip(emptySlip, red, 5, ctx));
    s = ok(addChip(s, red, 10, ctx));
    s = ok(addChip(s, seventeen, 1, ctx));
    expect(slipTotals(s).get(spotKey(red))).toBe(15n * U);
    expect(slipTotal(s)).toBe(16n * U);
    s = ok(double(s, ctx));
    expect(slipTotal(s)).toBe(32n * U);
    expect(slipTotals(undo(s)).get(spotKey(red))).toBe(15n * U);
    expect(undo(undo(undo(undo(s)))).actions).toHaveLength(0);
  });

  it("refuses a chip that takes a spot above the maximum, counting what is already placed this round", () => {
    const s = ok(addChip(emptySlip, red, 40, ctx));
    expect(addChip(s, red, 40, { ...ctx, placed: new Map([[spotKey(red), 30n * U]]) })).toEqual({ ok: false, refusal: "aboveMax" });
    expect(double(ok(addChip(s, red, 20, ctx)), ctx)).toEqual({ ok: false, refusal: "aboveMax" });
  });

  it("refuses chips beyond the balance left to play", () => {
    expect(addChip(emptySlip, red, 10, { ...ctx, balance: 9n * U })).toEqual({ ok: false, refusal: "insufficient" });
  });

  it("doubles what is already placed when nothing new is on the board, and refuses with nothing at all", () => {
    expect(slipTotal(ok(double(emptySlip, { ...ctx, placed: new Map([[spotKey(red), 5n * U]]) })))).toBe(5n * U);
    expect(double(emptySlip, ctx)).toEqual({ ok: false, refusal: "noBets" });
  });

  it("repeats last round's bets as one action", () => {
    const last = new Map([[spotKey(red), 20n * U], [spotKey(seventeen), 2n * U]]);
    const s = ok(repeat(emptySlip, last, ctx));
    expect(slipTotals(s)).toEqual(last);
    expect(undo(s).actions).toHaveLength(0);
    expect(repeat(emptySlip, new Map(), ctx)).toEqual({ ok: false, refusal: "nothingToRepeat" });
  });

  it("sends one bet per spot and refuses a spot below the table minimum", () => {
    const s = ok(addChip(ok(addChip(emptySlip, seventeen, 1, ctx)), seventeen, 2, ctx));
    expect(toBetInputs(s, ctx)).toEqual({ ok: true, bets: [{ kind: RouletteBet.STRAIGHT, numbers: [17], amount: 3n * U }] });
    expect(toBetInputs(ok(addChip(emptySlip, red, 1, ctx)), ctx)).toEqual({ ok: false, refusal: "belowMin" });
    expect(toBetInputs(emptySlip, ctx)).toEqual({ ok: false, refusal: "noBets" });
  });
});
