import { checkDecision, commitment, decisionGame, decisionOutcome, roundDeckCommitment, settleDecisionBets, streamClientSeed } from "@sunrise/games";
import { Interface, type Provider } from "ethers";
import decisionTableAbi from "@sunrise/contracts/abi/DecisionTable.json";
import type { VerifiableRoundFragment } from "../../../gql/graphql.js";
import type { DecisionRoundRecord } from "./decision-checks.js";

/** Settled hold'em and blackjack rounds built with the real games engine, as the API serves them, for the verify view's tests. */
const hex32 = (byte: string) => `0x${byte.repeat(32)}`;
const json = <T>(v: T) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
export const DECISION_TABLE = "0x00000000000000000000000000000000000000de";
export const SERVER_SEED = hex32("4b");
export const ALICE = "0x1234567890abcdef1234567890abcdef12345678";
export const BOB = "0x00000000000000000000000000000000000000b0";
const CLOSE = { closedBlock: 901, closeBlockHash: hex32("ce") };
const PLAYER_SEEDS = [{ player: ALICE, seed: hex32("a1") }, { player: BOB, seed: hex32("b2") }];
export const CLIENT_SEED = streamClientSeed(CLOSE.closeBlockHash, PLAYER_SEEDS) as string;

export interface BetSpec { player: string; kind: number; amount: bigint }
export interface DecisionSpec { betIndex: number; window: number; action: number; hand?: number }

/**
 * A settled round of `gameType`: its deck from the seeds above, the deal's cards and every extra card
 * the decisions drew proven against the root, each decision checked by the rules as the contract
 * would, the outcome the contract settles on and each bet paid what the engine computes.
 */
export function decisionRecord(
  gameType: number, roundId: number, bets: BetSpec[], decisions: DecisionSpec[], windows = Math.max(1, ...decisions.map((d) => d.window)), settledInWindow = false,
): DecisionRoundRecord & VerifiableRoundFragment {
  const shape = decisionGame(gameType);
  const deck = roundDeckCommitment(SERVER_SEED, CLIENT_SEED, roundId, shape.decks);
  const shown = [...shape.dealPositions.map((p) => deck.cards[p]!), ...(shape.extraBase ? deck.cards.slice(shape.extraBase) : [])];
  let extraCards = 0;
  const actionsOf = (betIndex: number, upTo: number) => Array.from({ length: upTo }, (_, w) => decisions.find((d) => d.betIndex === betIndex && d.window === w + 1)?.action ?? 0);
  const recorded = [...decisions].sort((a, b) => a.window - b.window || a.betIndex - b.betIndex).map((d) => {
    const bet = bets[d.betIndex]!;
    const c = checkDecision(gameType, shown, { kind: bet.kind, amount: bet.amount, actions: actionsOf(d.betIndex, d.window - 1) }, d.window, d.hand ?? 0, d.action);
    if (!c.ok) throw new Error(`fixture decision refused: ${c.reason}`);
    extraCards = Math.max(extraCards, c.extraCards);
    return { id: `${DECISION_TABLE}:${roundId}:${d.betIndex}:${d.window}`, betIndex: d.betIndex, player: bet.player, hand: d.hand ?? 0, window: d.window, action: d.action, extraStake: c.extraStake.toString() };
  });
  const outcome = deck.cards.slice(0, shape.outcomeLength(extraCards));
  const dealt = decisionOutcome(gameType, outcome);
  const paid = settleDecisionBets(dealt, bets.map((b, i) => ({ kind: b.kind, amount: b.amount, actions: actionsOf(i, windows) })), { windows, windowOpen: settledInWindow });
  const proven = [...shape.dealPositions, ...Array.from({ length: extraCards }, (_, n) => shape.extraBase + n)];
  return {
    id: `${DECISION_TABLE}:${roundId}`, tableId: 1, shoeId: null, firstPosition: null, shoe: null,
    gameType, roundId, table: DECISION_TABLE, state: "settled", commitment: `0x${commitment(SERVER_SEED)}`, serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED,
    root: deck.root, window: windows, windowClosesAt: "2026-11-24T10:01:00.000Z", settledAt: settledInWindow ? "2026-11-24T10:00:58.000Z" : "2026-11-24T10:01:02.000Z", settledInWindow,
    outcome, result: json(dealt), playerSeeds: PLAYER_SEEDS.map((p, i) => ({ id: `${DECISION_TABLE}:${roundId}:${i}`, ...p })),
    cardProofs: proven.map((position, i) => ({ position, card: deck.cards[position]!, salt: deck.salts[position]!, proof: deck.proof(position), window: i < shape.dealPositions.length ? 1 : 2 })),
    decisions: recorded,
    bets: bets.map((b, i) => ({ id: `${DECISION_TABLE}:${roundId}:${i}`, betIndex: i, player: b.player, kind: b.kind, numbers: [], amount: b.amount.toString(), extraStake: paid[i]!.extraStake.toString(), payout: paid[i]!.payout.toString() })),
  };
}

/** The game chain's DecisionTable as ethers reads it: `rounds(id)` with the close above, and the close block. */
export function fakeDecisionChain() {
  const abi = new Interface(decisionTableAbi);
  const calls: string[] = [];
  const round = [hex32("01"), CLIENT_SEED, SERVER_SEED, hex32("e7"), hex32("02"), 4, 100, 115, 3800, 116, CLOSE.closedBlock, 3700, 10, 3600, 2, false, 1, 1, 2, 0, 0, 0];
  const provider = {
    call: async (tx: { to: string; data: string }) => {
      const parsed = abi.parseTransaction({ data: tx.data })!;
      calls.push(`${tx.to}:${parsed.name}(${String(parsed.args[0])})`);
      return abi.encodeFunctionResult("rounds", [round]);
    },
    getBlock: async (n: number) => (n === CLOSE.closedBlock ? { hash: CLOSE.closeBlockHash } : null),
  };
  return { provider: provider as unknown as Provider, calls };
}
