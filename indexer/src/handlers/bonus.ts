import { Bonus, BonusVote, Channel } from "@sunrise/db";
import type { HandlerContext } from "./context.js";
import { balanceChanged } from "./balances.js";

/** SPEC §9: a bonus expires 7 days after its deposit is accepted. */
export const BONUS_EXPIRY_MS = 7 * 24 * 3600 * 1000;
const lower = (a: string) => a.toLowerCase();
const VOTE_KINDS = ["deposit", "claim"] as const;

export async function onBonusVoted(ctx: HandlerContext, ev: { kind: number; txId: string; validator: string; votes: bigint }): Promise<void> {
  const kind = VOTE_KINDS[ev.kind] ?? "deposit";
  const id = `${kind}:${ev.txId}:${lower(ev.validator)}`;
  const { em } = ctx.store;
  if (await em.findOne(BonusVote, { id })) return;
  em.create(BonusVote, { id, kind, txId: ev.txId, validator: lower(ev.validator), votes: Number(ev.votes), txHash: ctx.meta.txHash, blockNumber: ctx.meta.blockNumber });
}

export async function onDepositAccepted(ctx: HandlerContext, ev: { txId: string; from: string; amount: bigint; bonusUSDAmount: bigint; time: bigint }): Promise<void> {
  const depositedAt = new Date(Number(ev.time) * 1000);
  const address = lower(ev.from);
  const { em } = ctx.store;
  const existing = await em.findOne(Bonus, { id: ev.txId });
  if (!existing) {
    em.create(Bonus, {
      id: ev.txId,
      address,
      depositAmount: ev.amount.toString(),
      bonusAmount: ev.bonusUSDAmount.toString(),
      depositTx: ctx.meta.txHash,
      claimTx: null,
      claimable: false,
      totalBet: null,
      depositedAt,
      expiredAt: new Date(depositedAt.getTime() + BONUS_EXPIRY_MS),
    });
  }
  ctx.store.notify(Channel.bonus, { id: ev.txId, address });
  balanceChanged(ctx, address);
}

export async function onClaimAccepted(ctx: HandlerContext, ev: { txId: string; from: string; totalBet: bigint }): Promise<void> {
  const bonus = await ctx.store.em.findOne(Bonus, { id: ev.txId });
  if (!bonus) return;
  bonus.claimable = true;
  bonus.totalBet = ev.totalBet.toString();
  ctx.store.notify(Channel.bonus, { id: ev.txId, address: bonus.address });
}

export async function onBonusClaimed(ctx: HandlerContext, ev: { txId: string; to: string; amount: bigint }): Promise<void> {
  const bonus = await ctx.store.em.findOne(Bonus, { id: ev.txId });
  if (!bonus) return;
  bonus.claimTx = ctx.meta.txHash;
  ctx.store.notify(Channel.bonus, { id: ev.txId, address: bonus.address });
  balanceChanged(ctx, ev.to);
}
