// Honest chain records built with the games engine, for the checks' unit tests to tamper with.
import { commitment, dealShoeRound, dealTableRound, decodeOutcome, encodeOutcome, GameType, shoeCommitment, streamClientSeed, tableRoundPayouts, tableVariant } from "@sunrise/games";
import type { BetRecord, ProvenCards, RoundRecord, ShoeChainRecord, TableFacts } from "../checks/records.js";

export const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
export const BOB = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const hex32 = (byte: string) => `0x${byte.repeat(32)}`;

export const table = (gameType: number, variant = 0): TableFacts => ({
  address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  tableId: 3n,
  gameType,
  variant,
  usesShoe: gameType === GameType.BACCARAT || gameType === GameType.DRAGON_TIGER,
  decision: gameType === GameType.POKER || gameType === GameType.BLACKJACK,
});

const settle = (t: TableFacts, bets: BetRecord[], codes: number[]) => {
  const payouts = tableRoundPayouts(dealOutcome(t, codes), bets, tableVariant(t.gameType, t.variant));
  return {
    paid: bets.map((b, i) => ({ index: b.index, player: b.player, payout: payouts[i]! })),
    settled: { totalStaked: bets.reduce((s, b) => s + b.amount, 0n), totalPaid: payouts.reduce((s, p) => s + p, 0n) },
  };
};

const dealOutcome = (t: TableFacts, codes: number[]) => decodeOutcome(t.gameType, codes, t.variant);

/** A settled roulette round with two players' seeds and three bets. */
export function streamRound(t = table(GameType.ROULETTE), roundId = 7n): RoundRecord {
  const serverSeed = hex32("ab");
  const playerSeeds = [{ player: ALICE, seed: hex32("bb") }, { player: BOB, seed: hex32("cc") }];
  const closed = { block: 42, blockHash: hex32("aa") };
  const clientSeed = streamClientSeed(closed.blockHash, playerSeeds);
  const codes = encodeOutcome(dealTableRound(t.gameType, { serverSeed, clientSeed, roundId: roundId.toString() })!);
  const pocket = codes[0]!;
  const bets: BetRecord[] = [
    { index: 0, player: ALICE, kind: 1001, numbers: [pocket], amount: 2_000_000n },
    { index: 1, player: BOB, kind: 1001, numbers: [(pocket + 1) % 37], amount: 1_000_000n },
    { index: 2, player: BOB, kind: 1008, numbers: [], amount: 5_000_000n },
  ];
  return {
    roundId, state: "settled", commitment: `0x${commitment(serverSeed)}`, closed, playerSeeds,
    revealed: { clientSeed, serverSeed, outcome: codes }, storedOutcome: codes, bets, ...settle(t, bets, codes),
  };
}

/** A baccarat shoe (seed 0x11…, client seed 0x22…) with its first `rounds` rounds proven; revealed when finished. */
export function shoeRecord(rounds: number | "all", gameType: number = GameType.BACCARAT): ShoeChainRecord {
  const shoeSeed = hex32("11");
  const s = shoeCommitment(shoeSeed, hex32("22"), 1);
  const proven: ProvenCards[] = [];
  let position = s.firstPosition;
  while (position < s.cutIndex && (rounds === "all" || proven.length < rounds)) {
    const r = dealShoeRound(gameType, s.cards, position);
    const positions = r.cards.map((_, i) => position + i);
    proven.push({ roundId: BigInt(proven.length + 1), shoeId: 1, firstPosition: position, cards: r.cards, salts: positions.map((p) => s.salts[p]!), proofs: positions.map((p) => s.proof(p)) });
    position = r.nextPosition;
  }
  const finished = position >= s.cutIndex;
  return {
    shoeId: 1,
    state: finished ? "revealed" : "dealing",
    started: { commitment: s.commitment, block: 10, blockHash: hex32("22") },
    dealing: { clientSeed: hex32("22"), root: s.root, cutIndex: s.cutIndex, burnCard: s.cards[0]!, firstPosition: s.firstPosition },
    ...(finished ? { finished: { lastPosition: position - 1 }, revealed: { serverSeed: shoeSeed } } : {}),
    abandoned: false,
    rounds: proven,
  };
}

/** Round `n` of that shoe, settled with a banker and a tie bet. */
export function shoeRound(shoe: ShoeChainRecord, n: number, t = table(GameType.BACCARAT)): RoundRecord {
  const cards = shoe.rounds[n - 1]!;
  const bets: BetRecord[] = [
    { index: 0, player: ALICE, kind: 2002, numbers: [], amount: 10_000_000n },
    { index: 1, player: BOB, kind: 2003, numbers: [], amount: 1_000_000n },
  ];
  return {
    roundId: cards.roundId, state: "settled", commitment: hex32("00"), playerSeeds: [],
    revealed: { clientSeed: shoe.dealing!.clientSeed, serverSeed: hex32("00"), outcome: cards.cards }, storedOutcome: cards.cards,
    bets, ...settle(t, bets, cards.cards), cards, shoe,
  };
}
