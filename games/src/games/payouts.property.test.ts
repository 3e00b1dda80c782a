import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FairRng } from "../rng/fair-rng.js";
import { Shoe } from "../cards/shoe.js";
import { roulette } from "./roulette.js";
import { baccarat } from "./baccarat.js";
import { dragonTiger } from "./dragon-tiger.js";
import { sicBo } from "./sicbo.js";
import { moneyWheel } from "./money-wheel.js";
import { casinoHoldem } from "./casino-holdem.js";
import { blackjack } from "./blackjack/blackjack.js";
import type { Bet, CardSource, GameModule } from "./types.js";

const stake = fc.bigInt({ min: 1n, max: 20_000_000_000_000n });
const seeds = fc.tuple(fc.string(), fc.string(), fc.nat());

/** Any bet kind of the game with numbers drawn small; invalid ones must pay nothing. */
function check<O, S>(game: GameModule<O, S>, source: (s: [string, string, number]) => S) {
  fc.assert(
    fc.property(seeds, fc.constantFrom(...game.betKinds.map((k) => k.id)), fc.array(fc.integer({ min: 0, max: 36 }), { maxLength: 6 }), stake, (s, kind, numbers, amount) => {
      const bet: Bet = { kind, numbers, amount };
      const outcome = game.deal(source(s));
      const paid = game.payout(bet, outcome);
      expect(typeof paid).toBe("bigint");
      expect(paid >= 0n).toBe(true);
      const max = game.betKinds.find((k) => k.id === kind)!.maxReturnX100;
      expect(paid * 100n <= amount * BigInt(max)).toBe(true);
      if (!game.validateBet(bet).ok) expect(paid).toBe(0n);
    }),
    { numRuns: 300 },
  );
}

const rng = ([a, b, n]: [string, string, number]) => new FairRng(a, b, n);
const shoe = ([a, b, n]: [string, string, number]): CardSource => new Shoe(a, b, n);

describe("every settled bet pays a whole, non-negative amount within its kind's worst case", () => {
  it("roulette", () => check(roulette, rng));
  it("sic bo", () => check(sicBo, rng));
  it("money wheel", () => check(moneyWheel, rng));
  it("casino hold'em", () => check(casinoHoldem, rng));
  it("baccarat (commission)", () => check(baccarat({ commission: true }), shoe));
  it("baccarat (no commission)", () => check(baccarat({ commission: false }), shoe));
  it("dragon tiger", () => check(dragonTiger, shoe));
  it("blackjack", () => check(blackjack, rng));
});
