import { describe, expect, it } from "vitest";
import { cardOf } from "../cards/cards.js";
import { FairRng } from "../rng/fair-rng.js";
import {
  aaBonusPays, antePays, casinoHoldem, dealerQualifies, HoldemAction, HoldemBet, holdemBetReturn, holdemFromCards, type HoldemOutcome,
} from "./casino-holdem.js";
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

describe("a casino hold'em round from its deck", () => {
  // Positions: player 0 1, dealer 2 3, flop 4 5 6, turn 7, river 8.
  const round = (cards: number[]) => holdemFromCards(cards);
  const ante = { kind: HoldemBet.ANTE, amount: unit };
  const bonus = { kind: HoldemBet.AA_BONUS, amount: unit };
  const { CALL, FOLD } = HoldemAction;

  it("deals the shared player hand, the dealer's cards and the board from fixed positions", () => {
    const o = round([c(1, 0), c(1, 1), c(9, 2), c(9, 3), c(2, 0), c(7, 1), c(13, 2), c(4, 3), c(5, 0)]);
    expect(o).toMatchObject({ player: [c(1, 0), c(1, 1)], dealer: [c(9, 2), c(9, 3)], board: [c(2, 0), c(7, 1), c(13, 2), c(4, 3), c(5, 0)] });
    expect(o.winner).toBe("player"); // aces over nines
    expect(o.dealerQualifies).toBe(true);
    expect(() => holdemFromCards([1, 2, 3])).toThrow("casino hold'em needs 9 cards, got 3");
  });

  it("pays a call: the ante by the pay table and the call 1:1 when the player beats a qualifying dealer", () => {
    const o = round([c(1, 0), c(1, 1), c(9, 2), c(9, 3), c(2, 0), c(7, 1), c(13, 2), c(4, 3), c(5, 0)]);
    expect(holdemBetReturn(ante, CALL, o)).toBe(2n * unit + 4n * unit);
    const flush = round([c(2, 3), c(6, 3), c(9, 2), c(9, 1), c(11, 3), c(13, 3), c(4, 3), c(8, 0), c(5, 0)]);
    expect(flush.playerHand.category).toBe(HandCategory.FLUSH);
    expect(holdemBetReturn(ante, CALL, flush)).toBe(3n * unit + 4n * unit);
  });

  it("returns the call and pays the ante when the dealer does not qualify, even against a better dealer high card", () => {
    const o = round([c(13, 0), c(7, 1), c(1, 2), c(3, 3), c(2, 0), c(9, 1), c(11, 2), c(6, 3), c(10, 0)]);
    expect(o).toMatchObject({ dealerQualifies: false, winner: "dealer" });
    expect(holdemBetReturn(ante, CALL, o)).toBe(2n * unit + 2n * unit);
  });

  it("loses ante and call to a better qualifying dealer, pushes a tie, and loses the ante on a fold or no decision", () => {
    const lost = round([c(2, 0), c(7, 1), c(12, 2), c(12, 3), c(3, 0), c(9, 1), c(11, 2), c(6, 3), c(10, 0)]);
    expect(holdemBetReturn(ante, CALL, lost)).toBe(0n);
    const tie = round([c(2, 0), c(3, 1), c(2, 2), c(3, 3), c(1, 0), c(1, 1), c(13, 2), c(13, 3), c(12, 0)]);
    expect(tie.winner).toBe("tie");
    expect(holdemBetReturn(ante, CALL, tie)).toBe(3n * unit);
    expect(holdemBetReturn(ante, FOLD, tie)).toBe(0n);
    expect(holdemBetReturn(ante, 0, tie)).toBe(0n);
  });

  it("pays the AA bonus on the player's two cards and the flop, whatever the decision", () => {
    const aces = round([c(1, 0), c(1, 1), c(9, 2), c(9, 3), c(2, 0), c(7, 1), c(13, 2), c(4, 3), c(5, 0)]);
    expect(aces.aaBonus).toBe(7);
    expect(holdemBetReturn(bonus, 0, aces)).toBe(8n * unit);
    const kings = round([c(13, 0), c(13, 1), c(9, 2), c(9, 3), c(2, 0), c(7, 1), c(12, 2), c(4, 3), c(5, 0)]);
    expect(holdemBetReturn(bonus, CALL, kings)).toBe(0n);
    expect(aaBonusPays([c(1, 0), c(13, 0), c(12, 0), c(11, 0), c(10, 0)])).toBe(100);
    expect(aaBonusPays([c(9, 0), c(13, 0), c(12, 0), c(11, 0), c(10, 0)])).toBe(50);
    expect(aaBonusPays([c(9, 0), c(9, 1), c(9, 2), c(9, 3), c(10, 0)])).toBe(40);
    expect(aaBonusPays([c(9, 0), c(9, 1), c(9, 2), c(10, 3), c(10, 0)])).toBe(30);
    expect(aaBonusPays([c(2, 0), c(5, 0), c(9, 0), c(11, 0), c(13, 0)])).toBe(20);
    expect(aaBonusPays([c(2, 0), c(3, 1), c(4, 0), c(5, 0), c(6, 0)])).toBe(7);
    expect(aaBonusPays([c(2, 0), c(2, 1), c(2, 2), c(5, 0), c(6, 0)])).toBe(7);
    expect(aaBonusPays([c(2, 0), c(2, 1), c(5, 2), c(5, 0), c(6, 0)])).toBe(7);
    expect(aaBonusPays([c(13, 0), c(13, 1), c(5, 2), c(4, 0), c(6, 0)])).toBe(0);
  });

  it("keeps the ante pay table", () => {
    expect([HandCategory.ROYAL_FLUSH, HandCategory.STRAIGHT_FLUSH, HandCategory.FOUR_OF_A_KIND, HandCategory.FULL_HOUSE, HandCategory.FLUSH, HandCategory.STRAIGHT, HandCategory.HIGH_CARD].map(antePays))
      .toEqual([100, 20, 10, 3, 2, 1, 1]);
  });

  it("takes the AA bonus only with an ante", () => {
    expect(casinoHoldem.validatePlayerBets([ante, bonus])).toEqual({ ok: true });
    expect(casinoHoldem.validatePlayerBets([bonus])).toMatchObject({ ok: false, reason: "the AA bonus is placed with an ante" });
    expect(casinoHoldem.validateBet({ kind: HoldemBet.CALL, amount: unit })).toMatchObject({ ok: false, error: "unknown-kind" });
  });

  it("deals nine distinct cards from one deck per round", () => {
    const o = casinoHoldem.deal(new FairRng("s", "c", "deck:1"));
    expect(new Set([...o.player, ...o.dealer, ...o.board]).size).toBe(9);
  });
});

describe("casino hold'em AA bonus", () => {
  it("concedes exactly 6.26% over all 2,598,960 five-card hands", () => {
    let returned = 0;
    const h = [0, 0, 0, 0, 0];
    for (h[0] = 0; h[0] < 52; h[0]++) for (h[1] = h[0] + 1; h[1] < 52; h[1]++) for (h[2] = h[1] + 1; h[2] < 52; h[2]++)
      for (h[3] = h[2] + 1; h[3] < 52; h[3]++) for (h[4] = h[3] + 1; h[4] < 52; h[4]++) {
        const pays = aaBonusPays(h);
        if (pays > 0) returned += pays + 1;
      }
    expect(1 - returned / 2_598_960).toBeCloseTo(0.0626, 4);
  }, 60_000);
});

describe("casino hold'em hand frequencies", () => {
  it("deals seven-card hands with the published category frequencies (5·10^4 hands, 99% confidence)", () => {
    const published: [number, number][] = [
      [HandCategory.HIGH_CARD, 0.17412], [HandCategory.PAIR, 0.43823], [HandCategory.TWO_PAIR, 0.23496],
      [HandCategory.THREE_OF_A_KIND, 0.0483], [HandCategory.STRAIGHT, 0.04619], [HandCategory.FLUSH, 0.03025], [HandCategory.FULL_HOUSE, 0.02596],
    ];
    const N = 50_000;
    const counts = new Map<number, number>();
    const rng = new FairRng("holdem-sim", "c", 0);
    for (let i = 0; i < N; i++) {
      const o: HoldemOutcome = casinoHoldem.deal(rng);
      counts.set(o.playerHand.category, (counts.get(o.playerHand.category) ?? 0) + 1);
    }
    for (const [category, p] of published) {
      const observed = (counts.get(category) ?? 0) / N;
      expect(Math.abs(observed - p), `category ${category}`).toBeLessThan(2.576 * Math.sqrt((p * (1 - p)) / N));
    }
  });
});
