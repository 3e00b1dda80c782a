import { describe, expect, it } from "vitest";
import { dealTableRound, payoutsFor, tableRoundPayouts, tableVariant } from "./table-round.js";
import { FairRng } from "./rng/fair-rng.js";
import { Shoe } from "./cards/shoe.js";
import { GameType } from "./games/bet-kinds.js";
import { roundDeckCards } from "./deck/round-deck.js";
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
    for (const type of [1, 2, 3, 4, 5, 6, 7]) {
      const a = dealTableRound(type, seeds);
      expect(a).not.toBeNull();
      expect(JSON.parse(JSON.stringify(a))).toEqual(a); // stored as JSON by the indexer
    }
    const rounds = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(dealTableRound(GameType.BACCARAT, { ...seeds, roundId: i }))));
    expect(rounds.size).toBeGreaterThan(15);
  });

  it("deals casino hold'em and blackjack from the round's own deck, blackjack as far into the extra sequence as asked", () => {
    const holdemDeck = roundDeckCards(seeds.serverSeed, seeds.clientSeed, 7, 1);
    expect(dealTableRound(GameType.POKER, seeds)).toMatchObject({ game: "casino hold'em", player: holdemDeck.slice(0, 2), board: holdemDeck.slice(4, 9) });
    const blackjackDeck = roundDeckCards(seeds.serverSeed, seeds.clientSeed, 7, 8);
    const blackjack = dealTableRound(GameType.BLACKJACK, seeds, 3);
    expect(blackjack).toMatchObject({ game: "blackjack", player: blackjackDeck.slice(0, 2), extras: blackjackDeck.slice(40, 43) });
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

describe("a player's round", () => {
  const bac = dealTableRound(GameType.BACCARAT, seeds)!;

  it("sums each bet's payout into the round's win or loss", () => {
    const roulette7 = dealTableRound(GameType.ROULETTE, seeds)!;
    const n = (roulette7 as { number: number }).number;
    const bets = [{ kind: RouletteBet.STRAIGHT, numbers: [n], amount: 2_000_000n }, { kind: RouletteBet.STRAIGHT, numbers: [(n + 1) % 37], amount: 1_000_000n }];
    expect(payoutsFor(roulette7, bets)).toEqual({ payouts: [72_000_000n, 0n], staked: 3_000_000n, returned: 72_000_000n, net: 69_000_000n });
  });

  it("pays a no-commission baccarat table by its own rules", () => {
    const banker = { kind: 2002, amount: 20_000_000n };
    const o = { ...(bac as object), winner: "banker", bankerTotal: 7, playerTotal: 3 } as typeof bac;
    expect(payoutsFor(o, [banker]).payouts).toEqual([39_000_000n]);
    expect(payoutsFor(o, [banker], { noCommission: true }).payouts).toEqual([40_000_000n]);
  });
});

describe("a table's variant", () => {
  it("reads the contract's uint8: 0 standard, 1 no-commission baccarat, nothing else", () => {
    expect(tableVariant(GameType.ROULETTE, 0)).toEqual({});
    expect(tableVariant(GameType.BACCARAT, 1)).toEqual({ noCommission: true });
    expect(() => tableVariant(GameType.DRAGON_TIGER, 1)).toThrow("game type 5 has no variant 1");
    expect(() => tableVariant(GameType.BACCARAT, 2)).toThrow(RangeError);
  });
});
