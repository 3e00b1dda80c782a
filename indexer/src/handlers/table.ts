import { Channel, RoundState, TableBet, TableRound } from "@sunrise/db";
import { dealTableRound } from "@sunrise/games";
import type { HandlerContext } from "./context.js";

const lower = (a: string) => a.toLowerCase();
const key = (table: string, roundId: bigint) => `${lower(table)}:${roundId}`;

export async function onRoundOpened(ctx: HandlerContext, table: string, ev: { tableId: bigint; roundId: bigint; gameType: number; commitment: string; openedAt: bigint }): Promise<void> {
  const id = key(table, ev.roundId);
  if (await ctx.store.em.findOne(TableRound, { id })) return;
  ctx.store.em.create(TableRound, {
    id, table: lower(table), tableId: Number(ev.tableId), gameType: ev.gameType, roundId: Number(ev.roundId), result: null, state: RoundState.OPEN, commitment: ev.commitment,
    clientSeed: null, serverSeed: null, openedAt: new Date(Number(ev.openedAt) * 1000), closedAt: null, settledAt: null, totalStaked: null, totalPaid: null, openTx: ctx.meta.txHash,
  });
  ctx.store.notify(Channel.tableRound, { id });
}

export async function onBetPlaced(ctx: HandlerContext, table: string, ev: { tableId: bigint; roundId: bigint; betIndex: bigint; player: string; kind: number; numbers: number[]; amount: bigint }): Promise<void> {
  const roundKey = key(table, ev.roundId);
  const id = `${roundKey}:${ev.betIndex}`;
  if (await ctx.store.em.findOne(TableBet, { id })) return;
  ctx.store.em.create(TableBet, {
    id, roundKey, tableId: Number(ev.tableId), betIndex: Number(ev.betIndex), player: lower(ev.player), kind: ev.kind, numbers: ev.numbers.map(Number),
    amount: ev.amount.toString(), payout: null, refunded: false, placedAt: ctx.meta.timestamp, txHash: ctx.meta.txHash,
  });
}

/** The client seed is the hash of the block that closed betting: known (and shown) from the moment it is mined. */
export async function onBettingClosed(ctx: HandlerContext, table: string, ev: { roundId: bigint; closedAt: bigint }): Promise<void> {
  const round = await ctx.store.em.findOne(TableRound, { id: key(table, ev.roundId) });
  if (!round) return;
  Object.assign(round, { state: RoundState.CLOSED, clientSeed: ctx.meta.blockHash, closedAt: new Date(Number(ev.closedAt) * 1000) });
  ctx.store.notify(Channel.tableRound, { id: round.id });
}

export async function onBetSettled(ctx: HandlerContext, table: string, ev: { roundId: bigint; betIndex: bigint; payout: bigint }): Promise<void> {
  const bet = await ctx.store.em.findOne(TableBet, { id: `${key(table, ev.roundId)}:${ev.betIndex}` });
  if (bet) bet.payout = ev.payout.toString();
}

export async function onRoundSettled(ctx: HandlerContext, table: string, ev: { roundId: bigint; clientSeed: string; serverSeed: string; totalStaked: bigint; totalPaid: bigint }): Promise<void> {
  const round = await ctx.store.em.findOne(TableRound, { id: key(table, ev.roundId) });
  if (!round) return;
  const result = resultOf(round.gameType, { serverSeed: ev.serverSeed, clientSeed: ev.clientSeed, roundId: round.roundId });
  Object.assign(round, { state: RoundState.SETTLED, result, clientSeed: ev.clientSeed, serverSeed: ev.serverSeed, settledAt: ctx.meta.timestamp, totalStaked: ev.totalStaked.toString(), totalPaid: ev.totalPaid.toString() });
  ctx.store.notify(Channel.tableRound, { id: round.id });
}

/** The round's deal, re-derived from its revealed seeds by the games engine (null when it cannot be). */
function resultOf(gameType: number, seeds: { serverSeed: string; clientSeed: string; roundId: number }): Record<string, unknown> | null {
  try {
    return dealTableRound(gameType, seeds) as Record<string, unknown> | null;
  } catch {
    return null; // a table of a game this engine does not know: the seeds are still stored for anyone to verify
  }
}

export async function onRoundRefunded(ctx: HandlerContext, table: string, ev: { roundId: bigint }): Promise<void> {
  const { em } = ctx.store;
  const round = await em.findOne(TableRound, { id: key(table, ev.roundId) });
  if (!round) return;
  round.state = RoundState.REFUNDED;
  round.settledAt = ctx.meta.timestamp;
  for (const bet of await em.find(TableBet, { roundKey: round.id })) {
    bet.refunded = true;
    bet.payout = bet.amount;
  }
  ctx.store.notify(Channel.tableRound, { id: round.id });
}
