import { Channel, RoundState, TableBet, TableDecision, TableRound, type BetHand, type CardProof } from "@sunrise/db";
import { BlackjackBet, decisionOutcome, handTotal, returnOf, settleBlackjackBet, type BlackjackBetResult, type BlackjackDeal, type DecidedBet, type DecisionOutcome, type WindowsPlayed } from "@sunrise/games";
import type { HandlerContext } from "./context.js";
import { balanceChanged } from "./balances.js";
import { roundKey, time, updateRound } from "./rounds.js";
import { relayedDecisions, type DecisionEvent } from "../decisions.js";

/** The deal: the client seed is fixed and the deck's Merkle root published; decision windows follow. */
export async function onRoundDealt(ctx: HandlerContext, table: string, ev: { roundId: bigint; clientSeed: string; root: string }): Promise<void> {
  await updateRound(ctx, table, ev.roundId, (round) => Object.assign(round, { state: RoundState.DEALT, clientSeed: ev.clientSeed, root: ev.root, dealtAt: ctx.meta.timestamp }));
}

/** Cards shown by the deal or between windows, each with its Merkle proof against the round's root. */
export async function onCardsProven(ctx: HandlerContext, table: string, ev: { roundId: bigint; window: number; positions: number[]; cards: number[]; salts: string[]; proofs: string[][] }): Promise<void> {
  await updateRound(ctx, table, ev.roundId, (round) => {
    const known = new Set((round.cardProofs ?? []).map((c) => c.position));
    const shown: CardProof[] = ev.cards
      .map((card, i) => ({ position: Number(ev.positions[i]), card: Number(card), salt: ev.salts[i]!, proof: ev.proofs[i] ?? [], window: Number(ev.window) }))
      .filter((c) => !known.has(c.position));
    round.cardProofs = [...(round.cardProofs ?? []), ...shown];
  });
}

/** A decision window opens: decisions are taken until `closesAt` (block time); the settle deadline moves with it. */
export async function onWindowOpened(ctx: HandlerContext, table: string, ev: { roundId: bigint; window: number; closesAt: bigint; settleBy: bigint }): Promise<void> {
  await updateRound(ctx, table, ev.roundId, (round) => Object.assign(round, { window: Number(ev.window), windowClosesAt: time(ev.closesAt), settleBy: time(ev.settleBy) }));
}

/** A player's decision on one of its bets: stored once, its extra stake added to the bet's escrow. */
export async function onDecision(ctx: HandlerContext, table: string, ev: DecisionEvent): Promise<void> {
  const { batch } = ctx.store;
  const key = roundKey(table, ev.roundId);
  const player = ev.player.toLowerCase();
  const id = `${key}:${ev.betIndex}:${ev.window}`;
  // Indexed before (a batch redone after a restart): the bet's escrow already holds its stake.
  if (await batch.get(TableDecision, id)) return;
  batch.insert<TableDecision>(TableDecision, {
    id, roundKey: key, tableId: Number(ev.tableId), roundId: Number(ev.roundId), betIndex: Number(ev.betIndex), player,
    hand: Number(ev.hand), window: Number(ev.window), action: Number(ev.action), extraStake: ev.extraStake.toString(), decidedAt: ctx.meta.timestamp, blockNumber: ctx.meta.blockNumber, txHash: ctx.meta.txHash,
  });
  if (ev.extraStake > 0n) {
    const bet = await batch.get(TableBet, `${key}:${ev.betIndex}`);
    if (bet) batch.update(TableBet, Object.assign(bet, { extraStake: (BigInt(bet.extraStake) + ev.extraStake).toString() }));
    balanceChanged(ctx, player);
  }
  // The round is pushed again with the decision (one notice per round and batch once coalesced).
  ctx.store.notify(Channel.tableRound, { id: key });
}

/** Decisions their players signed, relayed in one batch: each stored as if it had come in its own `Decision`. */
export async function onDecisionsRelayed(ctx: HandlerContext, table: string, ev: { tableId: bigint; roundId: bigint; window: number; decisions: bigint[] }): Promise<void> {
  for (const decision of relayedDecisions(ev)) await onDecision(ctx, table, decision);
}

/** A bet's decisions as the contract keeps them: `actions[w − 1]` is window w's (0 = none). */
function actionsOf(decisions: readonly TableDecision[]): number[] {
  const actions: number[] = [];
  for (const d of decisions) actions[d.window - 1] = d.action;
  return Array.from(actions, (a) => a ?? 0);
}

/**
 * A decision round revealed: its result and each bet's hands re-derived by the games engine from
 * the deck the contract recomputed (its outcome) and the decisions recorded, exactly as the
 * contract settled them. Returns the result (null when the engine cannot read the outcome).
 */
export async function revealDecisionRound(ctx: HandlerContext, round: TableRound, outcome: number[]): Promise<Record<string, unknown> | null> {
  let result: DecisionOutcome;
  try {
    result = decisionOutcome(round.gameType, outcome);
  } catch {
    return null;
  }
  const { batch } = ctx.store;
  const [bets, decisions] = await Promise.all([batch.findBy(TableBet, { roundKey: round.id }), batch.findBy(TableDecision, { roundKey: round.id })]);
  bets.sort((a, b) => a.betIndex - b.betIndex);
  const decided: DecidedBet[] = bets.map((b) => ({ kind: b.kind, amount: BigInt(b.amount), actions: actionsOf(decisions.filter((d) => d.betIndex === b.betIndex)) }));
  // The contract settled inside the last window when the reveal's block came before the window's end.
  const played: WindowsPlayed = { windows: round.window, windowOpen: round.windowClosesAt != null && ctx.meta.timestamp < round.windowClosesAt };
  if (result.game === "blackjack") {
    bets.forEach((bet, i) => {
      if (bet.kind === BlackjackBet.MAIN) batch.update(TableBet, Object.assign(bet, { hands: handsOf(result, settleBlackjackBet(result, decided[i]!, played), BigInt(bet.amount)) }));
    });
  }
  return JSON.parse(JSON.stringify(result)) as Record<string, unknown>;
}

/**
 * Each hand of a settled blackjack bet with its own result: a natural 3:2 ("blackjack"), a hand
 * against the dealer's total (win 1:1, push, lose; a bust loses); on a dealer blackjack only a
 * natural pushes, and the split's and doubles' extra stakes come back with a losing hand. Kept only
 * when the hands add up to the engine's payout for the bet (insurance aside); otherwise, and for a
 * bet cut short (paid its worst case), each hand's result is left null.
 */
export function handsOf(deal: BlackjackDeal, bet: BlackjackBetResult, main: bigint): BetHand[] {
  const dealerTotal = handTotal(deal.dealer).total;
  const results = bet.hands.map((h, i) => {
    const stake = h.doubled ? 2n * main : main;
    if (deal.dealerBlackjack) {
      if (bet.natural) return { outcome: "push", payout: main };
      // The split hand's stake and a double's come back: only the bet's own stake is lost.
      return { outcome: "lose", payout: stake - (i === 0 ? main : 0n) };
    }
    if (bet.natural) return { outcome: "blackjack", payout: returnOf(main, 3, 2) };
    const total = handTotal(h.cards).total;
    if (total > 21) return { outcome: "lose", payout: 0n };
    if (dealerTotal > 21 || total > dealerTotal) return { outcome: "win", payout: 2n * stake };
    return total === dealerTotal ? { outcome: "push", payout: stake } : { outcome: "lose", payout: 0n };
  });
  const insurance = bet.insured && deal.dealerBlackjack ? 3n * (main / 2n) : 0n;
  const agrees = !bet.cutShort && results.reduce((sum, r) => sum + r.payout, 0n) + insurance === bet.payout;
  return bet.hands.map((h, i) => ({
    cards: [...h.cards], stake: String(h.doubled ? 2n * main : main), doubled: h.doubled, fromSplit: h.fromSplit,
    outcome: agrees ? results[i]!.outcome : null, payout: agrees ? String(results[i]!.payout) : null,
  }));
}
