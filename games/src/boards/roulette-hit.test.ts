import { describe, expect, it } from "vitest";
import { roulette, RouletteBet as R } from "../games/roulette.js";
import { rouletteBetAt } from "./roulette-hit.js";

describe("roulette hit areas", () => {
  it("places each inside bet from where the click lands", () => {
    // Column 5 holds 16 (bottom), 17, 18 (top); column 6 holds 19, 20, 21.
    expect(rouletteBetAt(5.5, 1.5)).toEqual({ kind: R.STRAIGHT, numbers: [17] });
    expect(rouletteBetAt(5.95, 1.5)).toEqual({ kind: R.SPLIT, numbers: [17, 20] });
    expect(rouletteBetAt(5.5, 1.05)).toEqual({ kind: R.SPLIT, numbers: [17, 18] });
    expect(rouletteBetAt(5.95, 1.95)).toEqual({ kind: R.CORNER, numbers: [16, 17, 19, 20] });
    expect(rouletteBetAt(5.5, 2.95)).toEqual({ kind: R.STREET, numbers: [16, 17, 18] });
    expect(rouletteBetAt(5.95, 2.95)).toEqual({ kind: R.LINE, numbers: [16, 17, 18, 19, 20, 21] });
    expect(rouletteBetAt(6.05, 2.95)).toEqual({ kind: R.LINE, numbers: [16, 17, 18, 19, 20, 21] });
  });

  it("places zero's bets: straight, splits, trios and the first four", () => {
    expect(rouletteBetAt(-0.5, 1.5)).toEqual({ kind: R.STRAIGHT, numbers: [0] });
    expect(rouletteBetAt(-0.05, 0.5)).toEqual({ kind: R.SPLIT, numbers: [0, 3] });
    expect(rouletteBetAt(0.05, 2.5)).toEqual({ kind: R.SPLIT, numbers: [0, 1] });
    expect(rouletteBetAt(0.05, 1.02)).toEqual({ kind: R.STREET, numbers: [0, 2, 3] });
    expect(rouletteBetAt(-0.05, 1.98)).toEqual({ kind: R.STREET, numbers: [0, 1, 2] });
    expect(rouletteBetAt(0.05, 2.95)).toEqual({ kind: R.CORNER, numbers: [0, 1, 2, 3] });
  });

  it("never splits across the grid's outer edges and answers null off the grid", () => {
    expect(rouletteBetAt(11.95, 0.5)).toEqual({ kind: R.STRAIGHT, numbers: [36] });
    expect(rouletteBetAt(3.5, 0.02)).toEqual({ kind: R.STRAIGHT, numbers: [12] });
    expect(rouletteBetAt(12, 1)).toBeNull();
    expect(rouletteBetAt(3, 3)).toBeNull();
    expect(rouletteBetAt(-1.5, 1)).toBeNull();
  });

  it("answers a valid bet everywhere on the grid", () => {
    for (let x = -0.99; x < 12; x += 0.07) {
      for (let y = 0; y < 3; y += 0.07) {
        const bet = rouletteBetAt(x, y)!;
        expect(roulette.validateBet({ ...bet, amount: 1n }), `${x},${y}`).toEqual({ ok: true });
      }
    }
  });
});
