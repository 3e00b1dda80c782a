// Honest DecisionTable records (casino hold'em, blackjack) built with the games engine, for the checks' unit tests to tamper with.
import { checkDecision, commitment, decisionGame, GameType, roundDeckCommitment, settleDecisionBets, decisionOutcome, streamClientSeed } from "@sunrise/games";
import type { DecisionRecord, DecisionRoundRecord, WindowCards } from "../checks/records.js";
import { ALICE, BOB, table } from "./recorded.js";

export { ALICE, BOB };
const hex32 = (byte: string) => `0x${byte.repeat(32)}`;

export const holdemTable = table(GameType.POKER);
export const blackjackTable = table(GameType.BLACKJACK);

export interface BetSpec {
  player: string;
  /** The player's cashier account (the player's own wallet unless said). */
  account?: string;
  kind: number;
  amount: bigint;
  /** Actions this bet tries in each window it can decide, first allowed wins; none: it never decides. */
  prefers?: number[][];
}

const WINDOW_SECONDS = 10;
const OPENED = 1_000;

/**
 * A round as its DecisionTable records it: the deal's cards and each window's extra cards proven
 * against the deck's root, each bet deciding in window w the first action of `prefers[w − 1]` the
 * rules allow it on the cards shown (hand 0, else hand 1), settled after the last window closed (or
 * inside it with `settleInWindow`) and every bet paid what the engine computes.
 */
export function decisionRound(gameType: number, bets: BetSpec[], opts: { roundId?: bigint; serverSeed?: string; settleInWindow?: boolean } = {}): DecisionRoundRecord {
  const roundId = opts.roundId ?? 5n;
  const serverSeed = opts.serverSeed ?? hex32("4b");
  const shape = decisionGame(gameType);
  const playerSeeds = [{ player: ALICE, seed: hex32("a1") }, { player: BOB, seed: hex32("b2") }];
  const closed = { block: 77, blockHash: hex32("ce") };
  const clientSeed = streamClientSeed(closed.blockHash, playerSeeds);
  const deck = roundDeckCommitment(serverSeed, clientSeed, roundId, shape.decks);
  const prove = (window: number, positions: number[]): WindowCards => ({
    window, positions, cards: positions.map((p) => deck.cards[p]!), salts: positions.map((p) => deck.salts[p]!), proofs: positions.map((p) => deck.proof(p)),
  });

  const proven: WindowCards[] = [prove(1, [...shape.dealPositions])];
  const windows: DecisionRoundRecord["windows"] = [];
  const decisions: DecisionRecord[] = [];
  const actions = bets.map(() => [] as number[]);
  const maxReturn = bets.map((b) => (b.amount * (gameType === GameType.POKER ? 10100n : 250n)) / 100n);
  const extraStake = bets.map(() => 0n);
  let extraCards = 0;
  let shownExtras = 0;
  for (let w = 1; w <= shape.maxWindows; w++) {
    if (w > 1) {
      if (!bets.some((b) => b.prefers?.[w - 1]?.length)) break;
      proven.push(prove(w, Array.from({ length: extraCards - shownExtras }, (_, i) => shape.extraBase + shownExtras + i)));
      shownExtras = extraCards;
    }
    const closesAt = OPENED + w * WINDOW_SECONDS;
    windows.push({ window: w, closesAt, settleBy: closesAt + 300 });
    const shown = proven.flatMap((p) => p.cards);
    bets.forEach((b, i) => {
      for (const action of b.prefers?.[w - 1] ?? []) {
        for (const hand of [0, 1]) {
          const c = checkDecision(gameType, shown, { kind: b.kind, amount: b.amount, actions: actions[i]! }, w, hand, action);
          if (!c.ok) continue;
          decisions.push({ betIndex: i, player: b.player, account: b.account ?? b.player, hand, window: w, action, extraStake: c.extraStake, time: closesAt - 3 });
          actions[i]![w - 1] = action;
          extraStake[i]! += c.extraStake;
          maxReturn[i]! += c.extraMaxReturn;
          extraCards = Math.max(extraCards, c.extraCards);
          return;
        }
      }
    });
    bets.forEach((_, i) => (actions[i]![w - 1] ??= 0));
  }
  const last = windows.at(-1)!;
  const outcome = deck.cards.slice(0, shape.outcomeLength(extraCards));
  const settledInWindow = opts.settleInWindow ?? false;
  const settled = settleDecisionBets(decisionOutcome(gameType, outcome), bets.map((b, i) => ({ kind: b.kind, amount: b.amount, actions: actions[i]! })), { windows: windows.length, windowOpen: settledInWindow });
  return {
    roundId, state: "settled", commitment: `0x${commitment(serverSeed)}`, closed, playerSeeds,
    dealt: { clientSeed, root: deck.root }, proven, windows, decisions,
    revealed: { clientSeed, serverSeed, outcome, time: settledInWindow ? last.closesAt - 1 : last.closesAt + 2 },
    storedOutcome: outcome,
    view: { window: windows.length, settledInWindow },
    bets: bets.map((b, i) => ({ index: i, player: b.player, account: b.account ?? b.player, kind: b.kind, numbers: [], amount: b.amount, extraStake: extraStake[i]!, maxReturn: maxReturn[i]!, actions: actions[i]! })),
    paid: bets.map((b, i) => ({ index: i, player: b.player, payout: settled[i]!.payout })),
    settled: { totalStaked: bets.reduce((s, b) => s + b.amount, 0n) + extraStake.reduce((s, x) => s + x, 0n), totalPaid: settled.reduce((s, x) => s + x.payout, 0n) },
  };
}

/** The same round forfeited once its windows ran out: no seed revealed, every bet paid its reserved worst case. */
export function forfeited(r: DecisionRoundRecord): DecisionRoundRecord {
  const { revealed: _revealed, settled: _settled, ...rest } = r;
  return {
    ...rest, state: "forfeited", storedOutcome: [], view: { ...r.view, settledInWindow: false },
    paid: r.bets.map((b) => ({ index: b.index, player: b.player, payout: b.maxReturn })),
    forfeited: { totalOwed: r.bets.reduce((s, b) => s + b.maxReturn, 0n) },
  };
}
