import { Wallet } from "ethers";
import { decisionGame, decisionOutcome, roundDeckCommitment, type RoundDeckCommitment } from "@sunrise/games";
import { SubmitDecisionDocument, type SignedDecisionInput, type SignedDecisionState } from "../../../gql/graphql.js";
import type { BetRow, RoundData } from "../model.js";

/** Hold'em and blackjack rounds dealt by the real games engine from fixed seeds, as the API serves them, for tests. */
const hex32 = (byte: string) => `0x${byte.repeat(32)}`;
export const SERVER_SEED = hex32("5d");
export const CLIENT_SEED = hex32("c7");
export const TABLE = "0x00000000000000000000000000000000000000dd";
export const ME = "0x1234567890abcdef1234567890abcdef12345678";

const decks = new Map<string, RoundDeckCommitment>();
/** The round's deck from the fixed seeds (cached: blackjack's 416 leaves take a moment). */
export function deckOf(gameType: number, roundId: number): RoundDeckCommitment {
  const key = `${gameType}:${roundId}`;
  if (!decks.has(key)) decks.set(key, roundDeckCommitment(SERVER_SEED, CLIENT_SEED, roundId, decisionGame(gameType).decks));
  return decks.get(key)!;
}

/** The first round id from `from` whose deck passes `test` (to find a dealer ace, a pair to split, …). */
export function findRound(gameType: number, test: (cards: readonly number[]) => boolean, from = 1): number {
  for (let id = from; id < from + 5000; id++) if (test(deckOf(gameType, id).cards)) return id;
  throw new Error("no such round in 5,000");
}

export interface DecisionSpec {
  state: "open" | "closed" | "dealt" | "revealed" | "settled";
  /** Windows opened so far; the last one closes `closesInMs` from now (negative: closed). */
  window?: number;
  closesInMs?: number;
  /** Extra cards shown (blackjack), or revealed with the settle. */
  extraCards?: number;
  decisions?: { betIndex: number; hand?: number; window: number; action: number; extraStake: bigint }[];
  myBets?: BetRow[];
}

const json = <T>(v: T) => JSON.parse(JSON.stringify(v, (_, x: unknown) => (typeof x === "bigint" ? x.toString() : x))) as Record<string, unknown>;

/** A round of `gameType` in the given state: the deal's cards proven, the extra cards shown, the result once revealed. */
export function decisionRound(gameType: number, roundId: number, spec: DecisionSpec): RoundData {
  const deck = deckOf(gameType, roundId);
  const shape = decisionGame(gameType);
  const dealt = spec.state !== "open" && spec.state !== "closed";
  const extra = spec.extraCards ?? 0;
  const positions = dealt ? [...shape.dealPositions, ...Array.from({ length: extra }, (_, i) => shape.extraBase + i)] : [];
  const revealed = spec.state === "revealed" || spec.state === "settled";
  const outcome = revealed ? decisionOutcome(gameType, deck.cards.slice(0, shape.outcomeLength(extra))) : null;
  return {
    __typename: "TableRound", id: `${TABLE}:${roundId}`, tableId: 9, gameType, roundId, state: spec.state, openedAt: "2026-11-24T10:00:00.000Z", closesAt: "2026-11-24T10:00:15.000Z",
    closedAt: null, settledAt: revealed ? new Date(Date.now() + 60_000).toISOString() : null, commitment: deck.commitment, serverSeed: revealed ? SERVER_SEED : null, clientSeed: dealt ? CLIENT_SEED : null,
    result: outcome && json(outcome), shoeId: null, shoe: null, myBets: [],
    root: dealt ? deck.root : null, window: dealt ? (spec.window ?? 1) : 0,
    windowClosesAt: dealt ? new Date(Date.now() + (spec.closesInMs ?? 8_000)).toISOString() : null,
    cardProofs: positions.map((position, i) => ({ __typename: "CardProof", position, card: deck.cards[position]!, window: i < shape.dealPositions.length ? 1 : 2 })),
    decisions: (spec.decisions ?? []).map((d) => ({
      __typename: "TableDecision", id: `${TABLE}:${roundId}:${d.betIndex}:${d.window}`, betIndex: d.betIndex, hand: d.hand ?? 0, window: d.window, action: d.action, extraStake: d.extraStake.toString(),
    })),
  } as RoundData;
}

/** One of the viewer's bets as the table screen keeps them. */
export const myBet = (betIndex: number, kind: number, amount: bigint, payout: bigint | null = null): BetRow => ({
  id: `${TABLE}:1:${betIndex}`, betIndex, player: ME, kind, numbers: [], amount, extraStake: 0n, payout, refunded: false, placedAt: "2026-11-24T10:00:05.000Z",
});

/** The viewer's game wallet in tests: it signs for real (decisions need no chain). */
export const GAME_WALLET = new Wallet(`0x${"5a".repeat(32)}`);

/** How the mocked API answers a submitted decision: the dealer's outcome, or the gateway's own refusal. */
export type DealerAnswer = { state: SignedDecisionState; reason?: string } | { error: { code: string; reason?: string } };

/** A `submitDecision` answered by `answer()` each time, keeping every input it was sent in `inputs`. */
export function submitDecisionMock(inputs: SignedDecisionInput[], answer: () => DealerAnswer = () => ({ state: "SENT" })) {
  return {
    request: { query: SubmitDecisionDocument, variables: (v: { input: SignedDecisionInput }) => (inputs.push(v.input), true) },
    result: () => {
      const a = answer();
      if ("error" in a) return { errors: [{ message: "refused", extensions: a.error }] };
      const sent = a.state === "SENT";
      return { data: { submitDecision: { __typename: "SignedDecisionResult" as const, id: String(inputs.length), state: a.state, txHash: sent ? `0x${"77".repeat(32)}` : null, reason: a.reason ?? null } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
