import { describe, expect, it } from "vitest";
import { cardOf } from "../cards/cards.js";
import { baccarat, BaccaratBet as B, bankerDraws, dealBaccarat, EGALITE_PAYS, type BaccaratOutcome } from "./baccarat.js";

const unit = 1_000_000n;
/** A card of baccarat value v (0 → a ten). */
const v = (value: number, suit = 0) => cardOf(value === 0 ? 10 : value, suit);
const dealFrom = (cards: number[]) => dealBaccarat({ draw: () => cards.shift()! });

describe("punto banco tableau", () => {
  it("stands on naturals and follows the banker's third-card rule", () => {
    expect(dealFrom([v(8), v(3), v(0), v(2)]).player).toHaveLength(2); // player natural 8
    // Player 0+5=5 draws a 4; banker 3+3=6 draws only on a player third card of 6 or 7.
    const o = dealFrom([v(0), v(3), v(5), v(3), v(4)]);
    expect(o.player).toHaveLength(3);
    expect(o.banker).toHaveLength(2);
    expect(bankerDraws(3, v(8))).toBe(false);
    expect(bankerDraws(3, v(9))).toBe(true);
    expect(bankerDraws(4, v(1))).toBe(false);
    expect(bankerDraws(5, v(4))).toBe(true);
    expect(bankerDraws(6, v(7))).toBe(true);
    expect(bankerDraws(7, v(7))).toBe(false);
    expect(bankerDraws(5, undefined)).toBe(true);
    expect(bankerDraws(6, undefined)).toBe(false);
  });
});

describe("baccarat pay table", () => {
  const commission = baccarat({ commission: true });
  const noCommission = baccarat({ commission: false });
  const o = (p: number, b: number, extra: Partial<BaccaratOutcome> = {}): BaccaratOutcome => ({
    player: [v(1), v(2)], banker: [v(3), v(4)], playerTotal: p, bankerTotal: b, winner: p > b ? "player" : b > p ? "banker" : "tie", ...extra,
  });
  it("pays player 1:1, banker 0.95:1 (rounded down), pushes both on a tie", () => {
    expect(commission.payout({ kind: B.PLAYER, amount: unit }, o(7, 6))).toBe(2n * unit);
    expect(commission.payout({ kind: B.BANKER, amount: 10n * unit }, o(6, 7))).toBe(19_500_000n);
    expect(commission.payout({ kind: B.BANKER, amount: 1n }, o(6, 7))).toBe(1n);
    expect(commission.payout({ kind: B.BANKER, amount: unit }, o(5, 5))).toBe(unit);
    expect(commission.payout({ kind: B.TIE, amount: unit }, o(5, 5))).toBe(9n * unit);
  });
  it("pays banker 1:2 on a winning 6 without commission, and Super 6 12:1", () => {
    expect(noCommission.payout({ kind: B.BANKER, amount: 2n * unit }, o(5, 6))).toBe(3n * unit);
    expect(noCommission.payout({ kind: B.BANKER, amount: unit }, o(5, 7))).toBe(2n * unit);
    expect(noCommission.payout({ kind: B.SUPER_6, amount: unit }, o(5, 6))).toBe(13n * unit);
    expect(commission.validateBet({ kind: B.SUPER_6, amount: unit }).ok).toBe(false);
  });
  it("pays pairs 11:1, perfect pair 25:1, egalité by its table", () => {
    const pairs = o(4, 2, { player: [v(2, 0), v(2, 1)], banker: [v(9, 3), v(9, 3)] });
    expect(commission.payout({ kind: B.PLAYER_PAIR, amount: unit }, pairs)).toBe(12n * unit);
    expect(commission.payout({ kind: B.BANKER_PAIR, amount: unit }, pairs)).toBe(12n * unit);
    expect(commission.payout({ kind: B.PERFECT_PAIR, amount: unit }, pairs)).toBe(26n * unit);
    expect(commission.payout({ kind: B.PERFECT_PAIR, amount: unit }, o(4, 2, { player: [v(2, 0), v(2, 1)] }))).toBe(0n);
    EGALITE_PAYS.forEach((pays, k) => {
      expect(commission.payout({ kind: B.EGALITE_BASE + k, amount: unit }, o(k, k))).toBe(BigInt(pays + 1) * unit);
      expect(commission.payout({ kind: B.EGALITE_BASE + k, amount: unit }, o((k + 1) % 10, (k + 1) % 10))).toBe(0n);
    });
  });

  it("pays egalité at the live-table rates: 0→150, 1→215, 2→225, 3→200, 4→120, 5→110, 6/7→45, 8/9→80 to 1", () => {
    const published = [150, 215, 225, 200, 120, 110, 45, 45, 80, 80];
    published.forEach((pays, k) => {
      expect(commission.payout({ kind: B.EGALITE_BASE + k, amount: unit }, o(k, k))).toBe(BigInt(pays + 1) * unit);
      expect(commission.betKinds.find((x) => x.id === B.EGALITE_BASE + k)).toMatchObject({ pays: `${pays}:1`, maxReturnX100: (pays + 1) * 100 });
    });
  });

  it("has the published 8-deck house edges, by exact enumeration of the shoe composition", () => {
    // Card values 0–9 with their counts in 8 decks; every deal is a sequence drawn without replacement.
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    let totalCards = 416;
    const sum = { player: 0, bankerC: 0, bankerNC: 0, tie: 0, pair: 0, egalite: Array<number>(10).fill(0) };
    const stake = 1_000_000n;
    const bets = { player: { kind: B.PLAYER, amount: stake }, banker: { kind: B.BANKER, amount: stake }, tie: { kind: B.TIE, amount: stake }, pair: { kind: B.PLAYER_PAIR, amount: stake } };
    const walk = (drawn: number[], p: number) => {
      // Try the deal with the cards drawn so far; if it asks for more, branch over the next value.
      let need = false;
      let i = 0;
      const source = { draw: () => { if (i < drawn.length) return v(drawn[i++]!); need = true; throw new Error("more"); } };
      let outcome: BaccaratOutcome;
      try {
        outcome = dealBaccarat(source);
      } catch {
        if (!need) throw new Error("unexpected");
        for (let value = 0; value < 10; value++) {
          if (counts[value] === 0) continue;
          const w = counts[value]! / totalCards;
          counts[value]!--;
          totalCards--;
          walk([...drawn, value], p * w);
          counts[value]!++;
          totalCards++;
        }
        return;
      }
      sum.player += p * Number(commission.payout(bets.player, outcome));
      sum.bankerC += p * Number(commission.payout(bets.banker, outcome));
      sum.bankerNC += p * Number(noCommission.payout(bets.banker, outcome));
      sum.tie += p * Number(commission.payout(bets.tie, outcome));
      for (let k = 0; k < 10; k++) sum.egalite[k]! += p * Number(commission.payout({ kind: B.EGALITE_BASE + k, amount: stake }, outcome));
      // Pairs depend on ranks, not values: a value-0 pair (any two of 10/J/Q/K) is a pair only 31/127 of the time.
      const [a, , b] = drawn; // deal order P, B, P, B: the player holds cards 1 and 3
      const pairProb = a === b ? (a === 0 ? 31 / 127 : 1) : 0;
      sum.pair += p * pairProb * 12;
    };
    walk([], 1);
    const edge = (x: number) => 1 - x / Number(stake);
    expect(edge(sum.bankerC)).toBeCloseTo(0.0106, 4);
    expect(edge(sum.player)).toBeCloseTo(0.0124, 4);
    expect(edge(sum.tie)).toBeCloseTo(0.1436, 4);
    expect(edge(sum.bankerNC)).toBeCloseTo(0.0146, 4);
    expect(1 - sum.pair).toBeCloseTo(0.1036, 4);
    // Egalité edges as published for 8 decks (Wizard of Odds): 2 at 225:1 is the best after 7.
    const egaliteEdges = [0.1245, 0.1142, 0.0954, 0.1052, 0.1214, 0.1187, 0.115, 0.0639, 0.1107, 0.1063];
    sum.egalite.forEach((x, k) => expect(edge(x)).toBeCloseTo(egaliteEdges[k]!, 3));
  });
});
