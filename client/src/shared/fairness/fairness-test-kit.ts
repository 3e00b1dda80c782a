import { commitment, dealShoeRound, dealTableRound, encodeOutcome, GameType, RouletteBet, shoeCommitment, streamClientSeed } from "@sunrise/games";
import { Interface, type Provider } from "ethers";
import gameTableAbi from "@sunrise/contracts/abi/GameTable.json";
import type { VerifiableRoundFragment } from "../../gql/graphql.js";

/** Rounds built with the real games engine, as the API serves them, for the verify view's tests. */
const hex32 = (byte: string) => `0x${byte.repeat(32)}`;
const json = <T>(v: T) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
const TABLE = "0x00000000000000000000000000000000000000aa";

export const SHOE_SEED = hex32("5e");
export const SHOE_CLIENT_SEED = hex32("c1");
export const SHOE_ID = 3;
export const PLAYER = "0x1234567890abcdef1234567890abcdef12345678";

type CardProof = NonNullable<VerifiableRoundFragment["cardProofs"]>[number];
type Shoe = NonNullable<VerifiableRoundFragment["shoe"]> & { cutIndex: number; burnCard: number };

const base = (roundId: number) => ({ id: `${TABLE}:${roundId}`, table: TABLE, tableId: 1, roundId, settledAt: "2026-11-22T10:00:00.000Z", root: null, window: 0, windowClosesAt: null, settledInWindow: null, decisions: [] });

/** A baccarat round dealt mid-shoe (after five rounds), with its cards' Merkle proofs; `revealed` adds the shoe's seed. */
export function shoeRound({ revealed = false } = {}): VerifiableRoundFragment & { cardProofs: CardProof[]; shoe: Shoe; firstPosition: number } {
  const shoe = shoeCommitment(SHOE_SEED, SHOE_CLIENT_SEED, SHOE_ID);
  let position = shoe.firstPosition;
  for (let i = 0; i < 5; i++) position = dealShoeRound(GameType.BACCARAT, shoe.cards, position).nextPosition;
  const dealt = dealShoeRound(GameType.BACCARAT, shoe.cards, position);
  const cardProofs = dealt.cards.map((card, i) => ({ position: position + i, card, salt: shoe.salts[position + i]!, proof: shoe.proof(position + i), window: null }));
  return {
    ...base(41), gameType: GameType.BACCARAT, state: "settled", commitment: hex32("00"), serverSeed: null, clientSeed: SHOE_CLIENT_SEED,
    result: json(dealt.outcome), outcome: dealt.cards, shoeId: SHOE_ID, firstPosition: position, cardProofs, playerSeeds: [], bets: [],
    shoe: {
      id: `${TABLE}:${SHOE_ID}`, shoeId: SHOE_ID, state: revealed ? "revealed" : "dealing", commitment: shoe.commitment as string,
      clientSeed: SHOE_CLIENT_SEED, root: shoe.root as string, cutIndex: shoe.cutIndex, burnCard: shoe.cards[0]!, firstPosition: shoe.firstPosition,
      lastPosition: revealed ? shoe.cutIndex + 2 : null, serverSeed: revealed ? SHOE_SEED : null,
    },
  };
}

const CLOSE_BLOCK_HASH = hex32("be");
const PLAYER_SEEDS = [{ player: PLAYER, seed: hex32("11") }, { player: "0x00000000000000000000000000000000000000b0", seed: hex32("22") }];
const TYPENAMES = { shoe: "TableShoe", cardProofs: "CardProof", playerSeeds: "RoundPlayerSeed", bets: "TableBet", decisions: "TableDecision" } as const;

/** The close of `streamRound()` as the game chain records it. */
export const streamClose = () => ({ closedBlock: 812, closeBlockHash: CLOSE_BLOCK_HASH, clientSeed: streamClientSeed(CLOSE_BLOCK_HASH, PLAYER_SEEDS) as string });

/** A settled roulette round whose client seed folds two players' seeds into the close block's hash. */
export function streamRound(): VerifiableRoundFragment & { serverSeed: string; clientSeed: string; result: Record<string, unknown>; outcome: number[] } {
  const serverSeed = hex32("7a");
  const playerSeeds = PLAYER_SEEDS.map((s, i) => ({ id: `${TABLE}:12:${i}`, ...s }));
  const clientSeed = streamClose().clientSeed;
  const outcome = dealTableRound(GameType.ROULETTE, { serverSeed, clientSeed, roundId: 12 })!;
  return {
    ...base(12), gameType: GameType.ROULETTE, state: "settled", commitment: `0x${commitment(serverSeed)}`, serverSeed, clientSeed,
    result: json(outcome), outcome: encodeOutcome(outcome), playerSeeds, shoeId: null, firstPosition: null, cardProofs: null, shoe: null, bets: [],
  };
}

/** A forfeited roulette round: red and a straight, each paid its worst case (stake × 2 and × 36). */
export function forfeitedRound(): VerifiableRoundFragment {
  const bet = (i: number, kind: number, numbers: number[], amount: string, payout: string) => ({ id: `${TABLE}:13:${i}`, betIndex: i, player: PLAYER, kind, numbers, amount, payout, extraStake: "0" });
  return {
    ...base(13), gameType: GameType.ROULETTE, state: "forfeited", commitment: hex32("ab"), serverSeed: null, clientSeed: null, result: null, outcome: null,
    playerSeeds: [], shoeId: null, firstPosition: null, cardProofs: null, shoe: null,
    bets: [bet(0, RouletteBet.RED, [], "5000000", "10000000"), bet(1, RouletteBet.STRAIGHT, [17], "1000000", "36000000")],
  };
}

/**
 * A stand-in for the game chain's JSON-RPC as ethers reads it: `rounds(id)` answered in the
 * GameTable ABI's own encoding (the close of `streamRound()` unless told otherwise), blocks by
 * number, and a log of the contract calls. `down` makes every read fail as a dead proxy would.
 */
export function fakeGameChain({ closedBlock = streamClose().closedBlock, clientSeed = streamClose().clientSeed, blockHash = streamClose().closeBlockHash, down = false } = {}) {
  const abi = new Interface(gameTableAbi);
  const calls: string[] = [];
  const round = [hex32("01"), clientSeed, hex32("00"), hex32("e7"), 3, 100, 120, 3720, 121, closedBlock, 0, 0, 0, 0, 0, 0];
  const provider = {
    call: async (tx: { to: string; data: string }) => {
      if (down) throw new Error("Chain unavailable");
      const parsed = abi.parseTransaction({ data: tx.data })!;
      calls.push(`${tx.to}:${parsed.name}(${String(parsed.args[0])})`);
      return abi.encodeFunctionResult("rounds", [round]);
    },
    getBlock: async (n: number) => (n === closedBlock ? { hash: blockHash } : null),
  };
  return { provider: provider as unknown as Provider, calls };
}

/** A round as the API sends it (with each object's `__typename`), for the client cache in tests. */
export function asServed(round: VerifiableRoundFragment) {
  const typed = (name: string) => (v: object) => ({ __typename: name, ...v });
  const nested = Object.fromEntries(Object.entries(TYPENAMES).map(([field, name]) => {
    const value = round[field as keyof typeof TYPENAMES];
    return [field, Array.isArray(value) ? value.map(typed(name)) : value ? typed(name)(value) : value];
  }));
  return { __typename: "TableRound", ...round, ...nested };
}
