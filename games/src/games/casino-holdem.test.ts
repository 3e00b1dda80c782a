import { describe, expect, it } from "vitest";
import { cardOf } from "../cards/cards.js";
import { FairRng } from "../rng/fair-rng.js";
import { antePays, casinoHoldem, dealerQualifies, HoldemBet, type HoldemOutcome } from "./casino-holdem.js";
import { bestHand, HandCategory } from "./hand-evaluator.js";

const c = (rank: number, suit: number) => cardOf(rank, suit);
const unit = 1_000_000n;

describe("hand evaluator", () => {
  it("ranks the categories and picks the best five of seven", () => {
    expect(bestHand([c(1, 0), c(13, 0), c(12, 0), c(11, 0), c(10, 0), c(2, 1), c(3, 2)]).category).toBe(HandCategory.ROYAL_FLUSH);
    expect(bestHand([c(9, 1), c(8, 1), c(7, 1), c(6, 1), c(5, 1), c(2, 0), c(2, 2)]).category).toBe(HandCategory.STRAIGHT_FLUSH);
    expect(bestHand([c(4, 0), c(4, 1), c(4, 2), c(4, 3), c(9, 0)]).category).toBe(HandCategory.FOUR_OF_A_KIND);
    expect(bestHand([c(4, 0), c(4, 1), c(4, 2), c(9, 3), c(9, 0)]).category).toBe(HandCategory.FULL_HOUSE);
    expect(bestHand([c(2, 3), c(6, 3), c(9, 3), c(11, 3), c(13, 3)]).category).toBe(HandCategory.FLUSH);
    expect(bestHand([c(1, 0), c(2, 1), c(3, 2), c(4, 3), c(5, 0)]).category).toBe(HandCategory.STRAIGHT); // the wheel
    expect(bestHand([c(7, 0), c(7, 1), c(7, 2), c(2, 3), c(9, 0)]).category).toBe(HandCategory.THREE_OF_A_KIND);
    expect(bestHand([c(7, 0), c(7, 1), c(2, 2), c(2, 3), c(9, 0)]).category).toBe(HandCategory.TWO_PAIR);
    expect(bestHand([c(7, 0), c(7, 1), c(3, 2), c(2, 3), c(9, 0)]).category).toBe(HandCategory.PAIR);
    expect(bestHand([c(7, 0), c(5, 1), c(3, 2), c(2, 3), c(9, 0)]).category).toBe(HandCategory.HIGH_CARD);
  });

  it("breaks ties by kickers, aces high", () => {
    const a = bestHand([c(1, 0), c(1, 1), c(13, 2), c(4, 3), c(3, 0)]);
    const b = bestHand([c(1, 2), c(1, 3), c(12, 2), c(4, 0), c(3, 1)]);
    expect(a.score).toBeGreaterThan(b.score);
    const wheel = bestHand([c(1, 0), c(2, 1), c(3, 2), c(4, 3), c(5, 0)]);
    const six = bestHand([c(6, 0), c(2, 1), c(3, 2), c(4, 3), c(5, 0)]);
    expect(six.score).toBeGreaterThan(wheel.score);
  });

  it("qualifies the dealer with a pair of 4s or better", () => {
    expect(dealerQualifies(bestHand([c(4, 0), c(4, 1), c(9, 2), c(11, 3), c(2, 0)]))).toBe(true);
    expect(dealerQualifies(bestHand([c(3, 0), c(3, 1), c(9, 2), c(11, 3), c(2, 0)]))).toBe(false);
    expect(dealerQualifies(bestHand([c(1, 0), c(13, 1), c(9, 2), c(11, 3), c(2, 0)]))).toBe(false);
  });
});

describe("casino hold'em settlement", () => {
  const base = (over: Partial<HoldemOutcome>): HoldemOutcome => {
    const h = bestHand([c(7, 0), c(7, 1), c(3, 2), c(2, 3), c(9, 0)]);
    return { player: [], dealer: [], board: [], playerHand: h, dealerHand: h, dealerQualifies: true, winner: "player", ...over };
  };
  const ante = { kind: HoldemBet.ANTE, amount: unit };
  const call = { kind: HoldemBet.CALL, amount: 2n * unit };

  it("pays ante by the pay table and call 1:1 when the player beats a qualifying dealer", () => {
    expect(casinoHoldem.settle([ante, call], base({}))).toEqual([2n * unit, 4n * unit]);
    const flush = bestHand([c(2, 3), c(6, 3), c(9, 3), c(11, 3), c(13, 3)]);
    expect(casinoHoldem.settle([ante, call], base({ playerHand: flush }))).toEqual([3n * unit, 4n * unit]);
    expect(antePays(HandCategory.ROYAL_FLUSH)).toBe(100);
  });
  it("pays the ante and returns the call when the dealer does not qualify", () => {
    expect(casinoHoldem.settle([ante, call], base({ dealerQualifies: false, winner: "dealer" }))).toEqual([2n * unit, 2n * unit]);
  });
  it("loses both to a better qualifying dealer, pushes a tie, and loses the ante on a fold", () => {
    expect(casinoHoldem.settle([ante, call], base({ winner: "dealer" }))).toEqual([0n, 0n]);
    expect(casinoHoldem.settle([ante, call], base({ winner: "tie" }))).toEqual([unit, 2n * unit]);
    expect(casinoHoldem.settle([ante], base({}))).toEqual([0n]);
  });
  it("deals nine distinct cards from one deck per round", () => {
    const o = casinoHoldem.deal(new FairRng("s", "c", 1));
    expect(new Set([...o.player, ...o.dealer, ...o.board]).size).toBe(9);
  });
  it("deals seven-card hands with the published category frequencies (5·10^4 hands, 99% confidence)", () => {
    // Published probabilities of the best five-card hand from seven cards.
    const published: [number, number][] = [
      [HandCategory.HIGH_CARD, 0.17412], [HandCategory.PAIR, 0.43823], [HandCategory.TWO_PAIR, 0.23496],
      [HandCategory.THREE_OF_A_KIND, 0.0483], [HandCategory.STRAIGHT, 0.04619], [HandCategory.FLUSH, 0.03025], [HandCategory.FULL_HOUSE, 0.02596],
    ];
    const N = 50_000;
    const counts = new Map<number, number>();
    const rng = new FairRng("holdem-sim", "c", 0);
    for (let i = 0; i < N; i++) {
      const o = casinoHoldem.deal(rng);
      counts.set(o.playerHand.category, (counts.get(o.playerHand.category) ?? 0) + 1);
    }
    for (const [category, p] of published) {
      const observed = (counts.get(category) ?? 0) / N;
      expect(Math.abs(observed - p), `category ${category}`).toBeLessThan(2.576 * Math.sqrt((p * (1 - p)) / N));
    }
  });
});
