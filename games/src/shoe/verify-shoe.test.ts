import { describe, expect, it } from "vitest";
import { GameType } from "../games/bet-kinds.js";
import { shoeCommitment } from "./shoe-commitment.js";
import { dealShoeRound } from "./shoe-round.js";
import { verifyShoe, type ShoeRecord, type ShoeRoundRecord } from "./verify-shoe.js";

const shoeSeed = `0x${"11".repeat(32)}`;
const clientSeed = `0x${"22".repeat(32)}`;
const shoe = shoeCommitment(shoeSeed, clientSeed, 1);

/** What the chain holds for an honestly dealt shoe: every round to the cut. */
function honestRecord(gameType: number): ShoeRecord {
  const rounds: ShoeRoundRecord[] = [];
  let position = shoe.firstPosition;
  while (position < shoe.cutIndex) {
    const round = dealShoeRound(gameType, shoe.cards, position);
    rounds.push({ roundId: rounds.length + 1, firstPosition: position, cards: round.cards });
    position = round.nextPosition;
  }
  return {
    gameType, shoeId: 1, shoeSeed, clientSeed, commitment: shoe.commitment, root: shoe.root, cutIndex: shoe.cutIndex,
    burnCard: shoe.cards[0]!, firstPosition: shoe.firstPosition, lastPosition: position - 1, rounds,
  };
}

const failed = (r: ReturnType<typeof verifyShoe>) => [...r.checks, ...r.rounds.flatMap((x) => x.checks)].filter((c) => !c.ok).map((c) => c.label);

describe("verifying a whole shoe", () => {
  it("passes an honest shoe of either game, round by round", () => {
    for (const game of [GameType.BACCARAT, GameType.DRAGON_TIGER]) {
      const result = verifyShoe(honestRecord(game));
      expect(failed(result)).toEqual([]);
      expect(result.ok).toBe(true);
      expect(result.rounds.length).toBeGreaterThan(game === GameType.BACCARAT ? 50 : 150);
      expect(result.rounds[0]!.outcome).not.toBeNull();
    }
  });

  it("catches two cards swapped inside a round and across rounds", () => {
    const record = honestRecord(GameType.BACCARAT);
    const inside = structuredClone(record);
    const round = inside.rounds.find((r) => r.cards[0] !== r.cards[1])!.cards as number[];
    [round[0], round[1]] = [round[1]!, round[0]!];
    expect(verifyShoe(inside).ok).toBe(false);
    expect(failed(verifyShoe(inside))).toEqual(["cards equal the shuffle at these positions, as many as the rule draws"]);

    const across = structuredClone(record);
    const i = across.rounds.findIndex((r, k) => k > 0 && r.cards[0] !== across.rounds[k - 1]!.cards[0]);
    const [a, b] = [across.rounds[i - 1]!.cards as number[], across.rounds[i]!.cards as number[]];
    [a[0], b[0]] = [b[0]!, a[0]!];
    expect(failed(verifyShoe(across)).length).toBeGreaterThanOrEqual(2);
  });

  it("catches a gap, a repeated position and a round started past the cut", () => {
    const record = honestRecord(GameType.DRAGON_TIGER);
    const gap = { ...record, rounds: record.rounds.filter((_, i) => i !== 2) };
    expect(failed(verifyShoe(gap))).toContain("starts where the previous round ended");
    const repeat = { ...record, rounds: [record.rounds[0]!, record.rounds[0]!, ...record.rounds.slice(1)] };
    expect(failed(verifyShoe(repeat))).toContain("starts where the previous round ended");
    const last = record.lastPosition! + 1;
    const extra = dealShoeRound(GameType.DRAGON_TIGER, shoe.cards, last);
    const pastCut = { ...record, lastPosition: extra.nextPosition - 1, rounds: [...record.rounds, { roundId: 999, firstPosition: last, cards: extra.cards }] };
    expect(failed(verifyShoe(pastCut))).toEqual(["starts before the cut card"]);
  });

  it("catches a wrong seed, root, cut, burn, first position or finish", () => {
    const record = honestRecord(GameType.DRAGON_TIGER);
    expect(failed(verifyShoe({ ...record, commitment: `0x${"00".repeat(32)}` }))).toEqual(["shoe seed matches the commitment published at the start"]);
    expect(failed(verifyShoe({ ...record, root: shoe.leaves[0]! }))).toEqual(["Merkle root of the shuffle matches the published root"]);
    expect(failed(verifyShoe({ ...record, cutIndex: record.cutIndex + 1 }))).toEqual(["cut card position matches"]);
    expect(failed(verifyShoe({ ...record, burnCard: (record.burnCard + 1) % 52 }))).toEqual(["burn card matches position 0"]);
    expect(failed(verifyShoe({ ...record, firstPosition: record.firstPosition + 1 }))).toEqual(["first dealt position is 1 + the burn card's value"]);
    expect(failed(verifyShoe({ ...record, lastPosition: record.lastPosition! + 2 }))).toEqual(["the shoe's last dealt position is its last round's last card"]);
    const early = { ...record, rounds: record.rounds.slice(0, -1), lastPosition: record.rounds.at(-1)!.firstPosition - 1 };
    expect(failed(verifyShoe(early))).toEqual(["the shoe finished once the cut card came out"]);
    const other = verifyShoe({ ...record, shoeSeed: `0x${"33".repeat(32)}` });
    expect(other.ok).toBe(false);
    expect(failed(other)).toContain("shoe seed matches the commitment published at the start");
  });

  it("checks an unfinished shoe's rounds without a finish", () => {
    const record = honestRecord(GameType.BACCARAT);
    const result = verifyShoe({ ...record, lastPosition: undefined, rounds: record.rounds.slice(0, 5) });
    expect(result.ok).toBe(true);
    expect(result.checks).toHaveLength(5);
  });
});
