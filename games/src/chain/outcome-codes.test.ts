import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GameType } from "../games/bet-kinds.js";
import { WHEEL } from "../games/money-wheel.js";
import { shoeCommitment } from "../shoe/shoe-commitment.js";
import { dealShoeRound } from "../shoe/shoe-round.js";
import { dealTableRound } from "../table-round.js";
import { decodeOutcome, encodeOutcome } from "./outcome-codes.js";

const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString("hex")}`);
const x2 = WHEEL.indexOf("x2");
const x7 = WHEEL.indexOf("x7");
const forty = WHEEL.indexOf(40);

describe("outcome codes (the contract's uint8[])", () => {
  it("encodes each game as the contract does", () => {
    expect(encodeOutcome(decodeOutcome(GameType.ROULETTE, [17]))).toEqual([17]);
    expect(decodeOutcome(GameType.ROULETTE, [0])).toEqual({ game: "roulette", number: 0, color: "green" });
    expect(decodeOutcome(GameType.SICBO, [6, 6, 6])).toEqual({ game: "sic bo", dice: [6, 6, 6], total: 18, triple: true });
    expect(decodeOutcome(GameType.MONEY_WHEEL, [x7, x2, x7, forty])).toEqual({ game: "money wheel", spins: [x7, x2, x7, forty], multiplier: 14, number: 40 });
    expect(decodeOutcome(GameType.BACCARAT, [0, 9, 2, 10, 4, 5])).toMatchObject({ player: [0, 2, 4], banker: [9, 10, 5], playerTotal: 9, bankerTotal: 6 });
  });

  it("decodes to the very outcome dealTableRound deals, for any seeds", () => {
    fc.assert(
      fc.property(hex32, hex32, fc.nat(), fc.constantFrom(GameType.ROULETTE, GameType.SICBO, GameType.MONEY_WHEEL), (server, client, roundId, game) => {
        const dealt = dealTableRound(game, { serverSeed: server, clientSeed: client, roundId })!;
        expect(decodeOutcome(game, encodeOutcome(dealt))).toEqual(dealt);
      }),
      { numRuns: 300 },
    );
  });

  it("decodes a decision round's deck prefix to the very deal dealTableRound gives", () => {
    fc.assert(
      fc.property(hex32, hex32, fc.nat(), fc.integer({ min: 0, max: 30 }), fc.constantFrom(GameType.POKER, GameType.BLACKJACK), (server, client, roundId, extra, game) => {
        const dealt = dealTableRound(game, { serverSeed: server, clientSeed: client, roundId }, extra);
        const codes = encodeOutcome(dealt);
        expect(codes).toHaveLength(game === GameType.POKER ? 9 : 40 + extra);
        expect(decodeOutcome(game, codes)).toEqual(dealt);
      }),
      { numRuns: 40 },
    );
  });

  it("decodes to the very outcome dealShoeRound deals, for any shoe round", () => {
    fc.assert(
      fc.property(hex32, hex32, fc.integer({ min: 10, max: 300 }), fc.constantFrom(GameType.BACCARAT, GameType.DRAGON_TIGER), (seed, client, position, game) => {
        const round = dealShoeRound(game, shoeCommitment(seed, client, 1).cards, position);
        expect(encodeOutcome(round.outcome)).toEqual(round.cards);
        expect(decodeOutcome(game, round.cards)).toEqual(round.outcome);
      }),
      { numRuns: 30 },
    );
  });

  it("refuses codes no deal could give", () => {
    expect(() => decodeOutcome(GameType.ROULETTE, [37])).toThrow("draw 37 is outside [0, 37)");
    expect(() => decodeOutcome(GameType.ROULETTE, [1, 2])).toThrow("1 draws too many");
    expect(() => decodeOutcome(GameType.SICBO, [1, 2])).toThrow("too few draws");
    expect(() => decodeOutcome(GameType.SICBO, [0, 2, 3])).toThrow(RangeError);
    expect(() => decodeOutcome(GameType.MONEY_WHEEL, [x2])).toThrow("too few draws");
    expect(() => decodeOutcome(GameType.MONEY_WHEEL, [forty, forty])).toThrow("draws too many");
    expect(() => decodeOutcome(GameType.DRAGON_TIGER, [3, 52])).toThrow("a card code is 0–51");
    expect(() => decodeOutcome(GameType.POKER, [1])).toThrow("a casino hold'em outcome has 9 cards, got 1");
    expect(() => decodeOutcome(GameType.BLACKJACK, [1, 2, 3])).toThrow("blackjack needs at least 40 cards");
    expect(() => decodeOutcome(GameType.ROULETTE, [1], 1)).toThrow("game type 1 has no variant 1");
  });
});
