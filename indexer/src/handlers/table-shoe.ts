import { Channel, ShoeState, TableShoe } from "@sunrise/db";
import type { HandlerContext } from "./context.js";

const shoeKey = (table: string, shoeId: bigint) => `${table.toLowerCase()}:${shoeId}`;

/** Runs `change` on the shoe when it is indexed, writes it and announces it. */
async function updateShoe(ctx: HandlerContext, table: string, shoeId: bigint, change: Partial<TableShoe>): Promise<void> {
  const { batch } = ctx.store;
  const shoe = await batch.get(TableShoe, shoeKey(table, shoeId));
  if (!shoe) return;
  batch.update(TableShoe, Object.assign(shoe, change));
  ctx.store.notify(Channel.tableShoe, { id: shoe.id });
}

/** The dealer committed the shoe's seed; the hash of this block will be its client seed. */
export async function onShoeStarted(ctx: HandlerContext, table: string, ev: { tableId: bigint; shoeId: bigint; commitment: string; startedBlock: bigint }): Promise<void> {
  const id = shoeKey(table, ev.shoeId);
  const created = ctx.store.batch.insertIfAbsent<TableShoe>(TableShoe, {
    id, table: table.toLowerCase(), tableId: Number(ev.tableId), shoeId: Number(ev.shoeId), state: ShoeState.COMMITTED, commitment: ev.commitment,
    startedBlock: Number(ev.startedBlock), startedAt: ctx.meta.timestamp, startTx: ctx.meta.txHash, clientSeed: null, root: null, cutIndex: null, burnCard: null,
    firstPosition: null, position: null, dealingAt: null, lastPosition: null, finishedAt: null, serverSeed: null, revealedAt: null, roundCount: 0,
  });
  if (created) ctx.store.notify(Channel.tableShoe, { id });
}

/** The Merkle root over the shoe's salted positions, its cut and the proven burn card: rounds deal from here. */
export async function onShoeDealing(ctx: HandlerContext, table: string, ev: { shoeId: bigint; clientSeed: string; root: string; cutIndex: number; burnCard: number; firstPosition: number }): Promise<void> {
  await updateShoe(ctx, table, ev.shoeId, {
    state: ShoeState.DEALING, clientSeed: ev.clientSeed, root: ev.root, cutIndex: ev.cutIndex, burnCard: ev.burnCard, firstPosition: ev.firstPosition, position: ev.firstPosition, dealingAt: ctx.meta.timestamp,
  });
}

/** A round's cards passed the cut: the shoe deals no more rounds. */
export async function onShoeFinished(ctx: HandlerContext, table: string, ev: { shoeId: bigint; lastPosition: number }): Promise<void> {
  await updateShoe(ctx, table, ev.shoeId, { state: ShoeState.FINISHED, lastPosition: ev.lastPosition, finishedAt: ctx.meta.timestamp });
}

/** The shoe's seed, checked on chain against its commitment, root and cut: anyone can re-derive the whole shuffle. */
export async function onShoeRevealed(ctx: HandlerContext, table: string, ev: { shoeId: bigint; serverSeed: string }): Promise<void> {
  await updateShoe(ctx, table, ev.shoeId, { state: ShoeState.REVEALED, serverSeed: ev.serverSeed, revealedAt: ctx.meta.timestamp });
}

/** Its root was never published while its entropy block was in reach: the shoe dealt nothing. */
export async function onShoeAbandoned(ctx: HandlerContext, table: string, ev: { shoeId: bigint }): Promise<void> {
  await updateShoe(ctx, table, ev.shoeId, { state: ShoeState.ABANDONED });
}
