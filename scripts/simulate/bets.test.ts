import { describe, expect, it } from "vitest";
import { baccarat, blackjack, casinoHoldem, dragonTiger, GameType, HoldemBet, moneyWheel, roulette, sicBo } from "@sunrise/games";
import { pickBets } from "./bets.js";

const SUSD = 1_000_000n;
const limits = { min: 1n * SUSD, max: 500n * SUSD };
/** A seeded generator, so a failure repeats. */
const seeded = (seed: number) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const RULES = { 1: roulette, 2: baccarat({ commission: true }), 4: sicBo, 5: dragonTiger, 6: moneyWheel, 7: blackjack } as const;

describe("the crowd's bets", () => {
  it("are bets the rules accept, within the table's limits and the player's cap, for every game", () => {
    const random = seeded(7);
    for (const gameType of Object.values(GameType)) {
      const kinds = new Set<number>();
      for (let i = 0; i < 300; i++) {
        const bets = pickBets(gameType, limits, 10n * SUSD, random);
        expect(bets.length).toBeGreaterThan(0);
        if (gameType === GameType.POKER) expect(casinoHoldem.validatePlayerBets(bets, limits)).toEqual({ ok: true });
        else for (const b of bets) expect(RULES[gameType as keyof typeof RULES].validateBet(b, limits)).toEqual({ ok: true });
        for (const b of bets) {
          expect(b.amount).toBeGreaterThanOrEqual(limits.min);
          expect(b.amount).toBeLessThanOrEqual(10n * SUSD);
          kinds.add(b.kind);
        }
      }
      // Plausible crowds spread over several kinds where the game has them.
      if (gameType !== GameType.BLACKJACK) expect(kinds.size).toBeGreaterThan(1);
    }
  });

  it("places the hold'em AA bonus only beside an ante, and bets nothing when the player cannot cover the minimum", () => {
    const random = seeded(3);
    for (let i = 0; i < 100; i++) {
      const bets = pickBets(GameType.POKER, limits, 10n * SUSD, random);
      expect(bets[0]!.kind).toBe(HoldemBet.ANTE);
    }
    expect(pickBets(GameType.ROULETTE, { min: 5n * SUSD, max: 100n * SUSD }, 4n * SUSD, random)).toEqual([]);
    expect(pickBets(GameType.ROULETTE, { min: 5n * SUSD, max: 100n * SUSD }, 5n * SUSD, random)[0]!.amount).toBe(5n * SUSD);
  });
});
