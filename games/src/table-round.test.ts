import { describe, expect, it } from "vitest";
import { dealTableRound, tableRoundPayouts } from "./table-round.js";
import { FairRng } from "./rng/fair-rng.js";
import { Shoe } from "./cards/shoe.js";
import { GameType } from "./games/bet-kinds.js";
import { roulette, RouletteBet } from "./games/roulette.js";
import { dragonTiger } from "./games/dragon-tiger.js";

const seeds = { serverSeed: `0x${"ab".repeat(32)}`, clientSeed: `0x${"cd".repeat(32)}`, roundId: 7 };

describe("a live table's round", () => {
  it("deals dice and wheels from the round's stream", () => {
    expect(dealTableRound(GameType.ROULETTE, seeds)).toEqual({ game: "roulette", ...roulette.deal(new FairRng(seeds.serverSeed, seeds.clientSeed, 7)) });
  });

  it("deals cards from a fresh shoe shuffled for the round", () => {
    expect(dealTableRound(GameType.DRAGON_TIGER, seeds)).toEqual({ game: "dragon tiger", ...dragonTiger.deal(new Shoe(seeds.serverSeed, seeds.clientSeed, 7)) });
  });

  it("gives each game its own shape and different rounds different deals", () => {
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const a = dealTableRound(type, seeds);
      expect(a).not.toBeNull();
      expect(JSON.parse(JSON.stringify(a))).toEqual(a); // stored as JSON by the indexer
    }
    const rounds = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(dealTableRound(GameType.BACCARAT, { ...seeds, roundId: i }))));
    expect(rounds.size).toBeGreaterThan(15);
  });

  it("knows blackjack only with the table's decisions, and refuses an unknown game", () => {
    expect(dealTableRound(GameType.BLACKJACK, seeds)).toBeNull();
    expect(dealTableRound(GameType.BLACKJACK, seeds, [])).toMatchObject({ game: "blackjack", decisions: expect.any(Array) });
    expect(() => dealTableRound(99, seeds)).toThrow("unknown game type 99");
  });
});

describe("a live table's payouts", () => {
  it("pays each bet what its game pays, and nothing for a bet the game does not accept", () => {
    const outcome = dealTableRound(GameType.ROULETTE, seeds)!;
    const n = (outcome as { number: number }).number;
    const bets = [
      { kind: RouletteBet.STRAIGHT, numbers: [n], amount: 2_000_000n },
      { kind: RouletteBet.STRAIGHT, numbers: [(n + 1) % 37], amount: 2_000_000n },
      { kind: RouletteBet.STRAIGHT, numbers: [n, 40], amount: 2_000_000n },
    ];
    expect(tableRoundPayouts(outcome, bets)).toEqual([72_000_000n, 0n, 0n]);
  });

  it("leaves games whose payouts need the players' decisions to their own settlement", () => {
    expect(() => tableRoundPayouts(dealTableRound(GameType.POKER, seeds)!, [])).toThrow("casino hold'em payouts depend on the players' decisions");
  });
});
