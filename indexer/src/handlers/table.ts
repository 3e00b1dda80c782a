import { Channel, GameTableConfig, RoundState, ShoeState, TableBet, TableLimits, TableRound, TableShoe } from "@sunrise/db";
import { decodeOutcome, DECISION_GAMES, SHOE_GAMES, streamClientSeed } from "@sunrise/games";
import type { HandlerContext } from "./context.js";
import { balanceChanged } from "./balances.js";
import { revealDecisionRound } from "./decision-table.js";
import { roundKey, time, updateRound } from "./rounds.js";

const lower = (a: string) => a.toLowerCase();
const ZERO = `0x${"0".repeat(64)}`;

/** A shoe round belongs to the table's dealing shoe (the contract opens one only then), whose client seed is the round's. */
export async function onRoundOpened(ctx: HandlerContext, table: string, ev: { tableId: bigint; roundId: bigint; gameType: number; commitment: string; openedAt: bigint; closesAt: bigint }): Promise<void> {
  const id = roundKey(table, ev.roundId);
  const { batch } = ctx.store;
  if (await batch.get(TableRound, id)) return;
  const [shoe] = SHOE_GAMES.includes(ev.gameType) ? await batch.findBy(TableShoe, { table: lower(table), state: ShoeState.DEALING }) : [];
  batch.insert(TableRound, {
    id, table: lower(table), tableId: Number(ev.tableId), gameType: ev.gameType, roundId: Number(ev.roundId), result: null, outcome: null, state: RoundState.OPEN, commitment: ev.commitment,
    clientSeed: shoe?.clientSeed ?? null, serverSeed: null, playerSeeds: [], shoeId: shoe?.shoeId ?? null, firstPosition: null, cardProofs: null,
    root: null, dealtAt: null, window: 0, windowClosesAt: null, settleBy: null,
    openedAt: time(ev.openedAt), closesAt: time(ev.closesAt), closedAt: null, settledAt: null, totalStaked: null, totalPaid: null, openTx: ctx.meta.txHash,
  });
  ctx.store.notify(Channel.tableRound, { id });
}

/** A bet is created once: written with `on conflict do nothing`, so no read is needed (and no promise). */
export function onBetPlaced(ctx: HandlerContext, table: string, ev: { tableId: bigint; roundId: bigint; betIndex: bigint; player: string; kind: number; numbers: number[]; amount: bigint }): void {
  const key = roundKey(table, ev.roundId);
  const id = `${key}:${ev.betIndex}`;
  const player = lower(ev.player);
  const created = ctx.store.batch.insertIfAbsent<TableBet>(TableBet, {
    id, roundKey: key, tableId: Number(ev.tableId), betIndex: Number(ev.betIndex), player, kind: ev.kind, numbers: ev.numbers,
    amount: ev.amount.toString(), payout: null, extraStake: "0", hands: null, refunded: false, placedAt: ctx.meta.timestamp, txHash: ctx.meta.txHash,
  });
  if (!created) return;
  ctx.store.notify(Channel.tableBet, { id, tableId: Number(ev.tableId), roundKey: key });
  balanceChanged(ctx, player);
}

/** Each placeBets of a stream round folds its player's seed into the round's entropy, in log order. */
export async function onPlayerSeed(ctx: HandlerContext, table: string, ev: { roundId: bigint; player: string; seed: string }): Promise<void> {
  const { batch } = ctx.store;
  const round = await batch.get(TableRound, roundKey(table, ev.roundId));
  if (!round) return;
  batch.update(TableRound, Object.assign(round, { playerSeeds: [...(round.playerSeeds ?? []), { player: lower(ev.player), seed: ev.seed }] }));
}

/**
 * A stream round's client seed is known from the block that closes betting: the hash of that
 * block with the players' seeds folded in (shown at once; RoundRevealed confirms it).
 */
export async function onBettingClosed(ctx: HandlerContext, table: string, ev: { roundId: bigint; closedAt: bigint }): Promise<void> {
  await updateRound(ctx, table, ev.roundId, (round) => {
    const clientSeed = SHOE_GAMES.includes(round.gameType) ? round.clientSeed : streamClientSeed(ctx.meta.blockHash, round.playerSeeds ?? []);
    Object.assign(round, { state: RoundState.CLOSED, clientSeed, closedAt: time(ev.closedAt) });
  });
}

/**
 * The contract dealt the round: its outcome codes, decoded by the games engine (at a decision
 * table, the deck replayed with every bet's decisions). Bets are paid from here on, in pages.
 */
export async function onRoundRevealed(ctx: HandlerContext, table: string, ev: { roundId: bigint; clientSeed: string; serverSeed: string; outcome: number[] }): Promise<void> {
  const round = await ctx.store.batch.get(TableRound, roundKey(table, ev.roundId));
  const outcome = ev.outcome.map(Number);
  const decided = round && DECISION_GAMES.includes(round.gameType) ? await revealDecisionRound(ctx, round, outcome) : undefined;
  await updateRound(ctx, table, ev.roundId, (r) => {
    Object.assign(r, {
      state: RoundState.REVEALED, clientSeed: ev.clientSeed, serverSeed: ev.serverSeed === ZERO ? null : ev.serverSeed, outcome, result: decided === undefined ? resultOf(r.gameType, outcome) : decided, settledAt: ctx.meta.timestamp,
    });
  });
}

/** The engine's reading of the contract's outcome (null when it cannot read it: the codes are still stored for anyone to check). */
function resultOf(gameType: number, outcome: number[]): Record<string, unknown> | null {
  try {
    return decodeOutcome(gameType, outcome) as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The cards a shoe round was dealt, proven against its shoe's root; the shoe deals on from after them. */
export async function onRoundCardsProven(ctx: HandlerContext, table: string, ev: { roundId: bigint; shoeId: bigint; firstPosition: bigint; cards: number[]; salts: string[]; proofs: string[][] }): Promise<void> {
  const first = Number(ev.firstPosition);
  await updateRound(ctx, table, ev.roundId, (round) => {
    const cardProofs = ev.cards.map((card, i) => ({ position: first + i, card: Number(card), salt: ev.salts[i]!, proof: ev.proofs[i] ?? [] }));
    Object.assign(round, { shoeId: Number(ev.shoeId), firstPosition: first, cardProofs });
  });
  const { batch } = ctx.store;
  const shoe = await batch.get(TableShoe, roundKey(table, ev.shoeId));
  if (!shoe) return;
  batch.update(TableShoe, Object.assign(shoe, { position: first + ev.cards.length, roundCount: shoe.roundCount + 1 }));
  ctx.store.notify(Channel.tableShoe, { id: shoe.id });
}

/**
 * A page of a revealed or forfeited round paid: bets fromBet, fromBet + 1, … get their payouts
 * (stake included; 0 for a lost bet), read with one lookup for the page. The event names no player:
 * each winner's balance moved, and the stored bet says whose it is.
 */
export async function onPagePaid(ctx: HandlerContext, table: string, ev: { roundId: bigint; fromBet: bigint; payouts: bigint[] }): Promise<void> {
  const { batch } = ctx.store;
  const key = roundKey(table, ev.roundId);
  const from = Number(ev.fromBet);
  const bets = await batch.getAll(TableBet, ev.payouts.map((_, i) => `${key}:${from + i}`));
  for (let i = 0; i < bets.length; i++) {
    const bet = bets[i];
    if (!bet) continue;
    const payout = ev.payouts[i]!;
    batch.update(TableBet, Object.assign(bet, { payout: payout.toString() }));
    if (payout > 0n) balanceChanged(ctx, bet.player);
  }
}

/** Every bet of a revealed round is paid (the last page may come several transactions after the reveal). */
export async function onRoundSettled(ctx: HandlerContext, table: string, ev: { roundId: bigint; clientSeed: string; totalStaked: bigint; totalPaid: bigint }): Promise<void> {
  await updateRound(ctx, table, ev.roundId, (round) => {
    Object.assign(round, { state: RoundState.SETTLED, clientSeed: ev.clientSeed, settledAt: round.settledAt ?? ctx.meta.timestamp, totalStaked: ev.totalStaked.toString(), totalPaid: ev.totalPaid.toString() });
  });
}

/** Not revealed in time: each bet is owed its worst case, paid in pages (PagePaid). */
export async function onRoundForfeited(ctx: HandlerContext, table: string, ev: { roundId: bigint; totalOwed: bigint }): Promise<void> {
  await updateRound(ctx, table, ev.roundId, (round) => {
    Object.assign(round, { state: RoundState.FORFEITED, settledAt: ctx.meta.timestamp, totalPaid: ev.totalOwed.toString() });
  });
}

/** A stream round that never closed: every stake is owed back (paid in pages, without per-bet events). */
export async function onRoundRefunded(ctx: HandlerContext, table: string, ev: { roundId: bigint; totalRefunded: bigint }): Promise<void> {
  const round = await updateRound(ctx, table, ev.roundId, (r) => Object.assign(r, { state: RoundState.REFUNDED, settledAt: ctx.meta.timestamp, totalPaid: ev.totalRefunded.toString() }));
  if (!round) return;
  const { batch } = ctx.store;
  for (const bet of await batch.findBy(TableBet, { roundKey: round.id })) {
    batch.update(TableBet, Object.assign(bet, { refunded: true, payout: bet.amount }));
    balanceChanged(ctx, bet.player);
  }
}

/**
 * Limits come from the contract alone (its constructor and setLimits emit LimitsSet): kept by
 * address, so a config row created later picks them up, and copied onto the table's config row
 * (only those two columns: the rest of the row is the admins').
 */
export async function onLimitsSet(ctx: HandlerContext, table: string, ev: { minBet: bigint; maxBet: bigint; roundTimeout: bigint }): Promise<void> {
  const { batch, em } = ctx.store;
  const contractAddress = lower(table);
  const bets = { minBet: ev.minBet.toString(), maxBet: ev.maxBet.toString() };
  const values = { ...bets, roundTimeout: Number(ev.roundTimeout > 2_147_483_647n ? 2_147_483_647n : ev.roundTimeout), blockNumber: ctx.meta.blockNumber };
  const paused = (await batch.get(TableLimits, contractAddress))?.paused ?? false;
  batch.insert<TableLimits>(TableLimits, { contractAddress, ...values, paused });
  await em.nativeUpdate(GameTableConfig, { contractAddress }, bets);
}

/** A table contract's Paused / Unpaused: kept beside its limits (the constructor's LimitsSet always comes first). */
export async function onPausedChanged(ctx: HandlerContext, table: string, paused: boolean): Promise<void> {
  const row = await ctx.store.batch.get(TableLimits, lower(table));
  if (row && row.paused !== paused) ctx.store.batch.update(TableLimits, { ...row, paused });
}
