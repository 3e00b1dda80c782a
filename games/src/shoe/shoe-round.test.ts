import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Shoe } from "../cards/shoe.js";
import { dealBaccarat } from "../games/baccarat.js";
import { GameType } from "../games/bet-kinds.js";
import { dragonTiger } from "../games/dragon-tiger.js";
import { shoeCommitment } from "./shoe-commitment.js";
import { dealShoeRound, NotEnoughCards, outcomeFromCards } from "./shoe-round.js";

const shoe = shoeCommitment(`0x${"11".repeat(32)}`, `0x${"22".repeat(32)}`, 1);
const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString("hex")}`);

describe("a round dealt from the continuing shoe", () => {
  it("matches the published vector: the shoe's first three baccarat rounds", () => {
    const first = dealShoeRound(GameType.BACCARAT, shoe.cards, shoe.firstPosition);
    expect(first).toMatchObject({ cards: [43, 51, 48, 37, 4, 22], nextPosition: 16, outcome: { player: [43, 48, 4], banker: [51, 37, 22], winner: "tie" } });
    const second = dealShoeRound(GameType.BACCARAT, shoe.cards, first.nextPosition);
    expect(second).toMatchObject({ cards: [2, 17, 39, 0, 32, 18], nextPosition: 22, outcome: { winner: "banker", playerTotal: 1, bankerTotal: 2 } });
    expect(dealShoeRound(GameType.BACCARAT, shoe.cards, 22)).toMatchObject({ cards: [50, 17, 16, 1, 51], nextPosition: 27 });
  });

  it("draws as the game's own rules draw from the Shoe class, round after round to the cut", () => {
    fc.assert(
      fc.property(hex32, hex32, fc.constantFrom(GameType.BACCARAT, GameType.DRAGON_TIGER), (seed, client, game) => {
        const s = shoeCommitment(seed, client, 3);
        const live = new Shoe(seed, client, 3);
        let position = s.firstPosition;
        while (position < s.cutIndex) {
          const round = dealShoeRound(game, s.cards, position);
          const dealt = game === GameType.BACCARAT ? dealBaccarat(live) : dragonTiger.deal(live);
          expect(round.outcome).toMatchObject(dealt);
          expect(round.cards).toEqual(s.cards.slice(position, round.nextPosition));
          expect(round.nextPosition).toBe(live.position);
          expect(round.cards.length).toBeGreaterThanOrEqual(game === GameType.BACCARAT ? 4 : 2);
          expect(round.cards.length).toBeLessThanOrEqual(game === GameType.BACCARAT ? 6 : 2);
          position = round.nextPosition;
        }
      }),
      { numRuns: 10 },
    );
  });

  it("knows the outcome from exactly the round's cards, and refuses too few or too many", () => {
    const round = dealShoeRound(GameType.BACCARAT, shoe.cards, 22);
    expect(outcomeFromCards(GameType.BACCARAT, round.cards)).toEqual(round.outcome);
    expect(() => outcomeFromCards(GameType.BACCARAT, round.cards.slice(0, 4))).toThrow(NotEnoughCards);
    expect(() => outcomeFromCards(GameType.BACCARAT, [...round.cards, 3])).toThrow("the round takes 5 cards, got 6");
    expect(outcomeFromCards(GameType.DRAGON_TIGER, [12, 25])).toEqual({ game: "dragon tiger", dragon: 12, tiger: 25, winner: "tie", suitedTie: false });
  });

  it("refuses games without a shoe, unknown variants, and a shoe run dry", () => {
    expect(() => dealShoeRound(GameType.ROULETTE, shoe.cards, 10)).toThrow("game type 1 does not deal from a shoe");
    expect(() => dealShoeRound(GameType.DRAGON_TIGER, shoe.cards, 10, 1)).toThrow("game type 5 has no variant 1");
    expect(dealShoeRound(GameType.BACCARAT, shoe.cards, 10, 1).nextPosition).toBe(16);
    expect(() => dealShoeRound(GameType.DRAGON_TIGER, shoe.cards, 415)).toThrow("no card at position 416");
  });
});
