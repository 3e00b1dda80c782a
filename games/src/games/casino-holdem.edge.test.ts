import { describe, expect, it } from "vitest";
import { holdemCalls } from "../_test/holdem-strategy.js";
import { LazyDeck, seededUniform } from "../_test/lazy-deck.js";
import { anteReturn, callReturn, HOLDEM_OUTCOME_LENGTH } from "./casino-holdem.js";
import { handScore } from "./casino-holdem-hand.js";
import { HandCategory } from "./hand-evaluator.js";

/**
 * Plays `rounds` antes of 1 from freshly shuffled decks (read lazily: the same distribution as the
 * round deck's shuffle) with the near-optimal call strategy; the showdown through the one-pass
 * evaluator (equal to `bestHand`, see its test) and the engine's ante and call returns.
 */
function antePlay(rounds: number, seed: number) {
  const deck = new LazyDeck(1, seededUniform(seed));
  let sum = 0;
  let sumSq = 0;
  let calls = 0;
  for (let i = 0; i < rounds; i++) {
    deck.reset();
    const c = Array.from({ length: HOLDEM_OUTCOME_LENGTH }, (_, p) => deck.at(p));
    let net = -1;
    if (holdemCalls([c[0]!, c[1]!, c[4]!, c[5]!, c[6]!])) {
      calls++;
      const board = c.slice(4, 9);
      const player = handScore([c[0]!, c[1]!, ...board]);
      const dealer = handScore([c[2]!, c[3]!, ...board]);
      const pairRank = Math.floor(dealer.score / 15 ** 4) % 15;
      const o = {
        playerHand: { category: player.category, kickers: [], score: player.score },
        winner: player.score > dealer.score ? ("player" as const) : dealer.score > player.score ? ("dealer" as const) : ("tie" as const),
        dealerQualifies: dealer.category > HandCategory.PAIR || (dealer.category === HandCategory.PAIR && pairRank >= 4),
      };
      net = Number(anteReturn(1_000_000n, o) + callReturn(2_000_000n, o)) / 1e6 - 3;
    }
    sum += net;
    sumSq += net * net;
  }
  const mean = sum / rounds;
  return { edge: -mean, sd: Math.sqrt(sumSq / rounds - mean * mean), callRate: calls / rounds };
}

describe("casino hold'em house edge", () => {
  // Published: 2.16% of the ante with the optimal call strategy, which calls about 82% of hands.
  // One ante's result has a standard deviation of about 2.6 antes: 6·10^5 rounds give ±0.87% at 99%
  // confidence (README: 10^7 rounds, ±0.21%). The strategy here gives up 0.1–0.2% against the optimum.
  it("is the published 2.16% with a near-optimal call strategy, within the 99% confidence interval of 6·10^5 rounds", () => {
    const rounds = 600_000;
    const { edge, sd, callRate } = antePlay(rounds, 2160);
    expect(sd).toBeGreaterThan(2.5);
    expect(sd).toBeLessThan(2.7);
    expect(Math.abs(edge - 0.0216)).toBeLessThan((2.576 * sd) / Math.sqrt(rounds));
    expect(Math.abs(callRate - 0.82)).toBeLessThan(0.005);
  }, 120_000);
});
