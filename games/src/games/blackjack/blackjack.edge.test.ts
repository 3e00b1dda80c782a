import { describe, expect, it } from "vitest";
import { basicStrategy } from "../../_test/basic-strategy.js";
import { Shoe } from "../../cards/shoe.js";
import { blackjack, BlackjackBet } from "./blackjack.js";
import { BlackjackRound } from "./round.js";

const SERVER_SEED = `0x${"5a".repeat(32)}`;
const CLIENT_SEED = `0x${"c3".repeat(32)}`;

/** Plays `rounds` shared hands by basic strategy from fresh shoes; returns the player's net per initial stake. */
function basicStrategyReturn(rounds: number): number {
  const stake = 2n; // even, so the 3:2 of a natural is whole
  const bets = [{ kind: BlackjackBet.MAIN, amount: stake }, { kind: BlackjackBet.RESERVE, amount: 3n * stake }];
  let shoeId = 0;
  let shoe = new Shoe(SERVER_SEED, CLIENT_SEED, shoeId);
  let net = 0n;
  for (let i = 0; i < rounds; i++) {
    if (shoe.needsReshuffle) shoe = new Shoe(SERVER_SEED, CLIENT_SEED, ++shoeId);
    const round = new BlackjackRound(shoe);
    for (let p = round.pending; p; p = round.pending) round.decide(basicStrategy(round.hands[p.hand]!.cards, round.dealer[0]!, p.allowed));
    const paid = blackjack.settle(bets, round.finish());
    net += paid[0]! + paid[1]! - 4n * stake;
  }
  return Number(net) / Number(stake) / rounds;
}

describe("blackjack house edge", () => {
  // 8 decks, dealer stands on soft 17, double after split, one split, split aces take one card,
  // no surrender: the published basic-strategy edge is about 0.65%. One round's result has a
  // standard deviation of about 1.15 stakes, so 2·10^5 rounds give ±0.66% at 99% confidence.
  it("is about 0.65% for a basic-strategy player over 2·10^5 rounds (99% confidence)", () => {
    const edge = -basicStrategyReturn(200_000);
    expect(edge).toBeGreaterThan(0.0065 - 0.0066);
    expect(edge).toBeLessThan(0.0065 + 0.0066);
  }, 60_000);
});
