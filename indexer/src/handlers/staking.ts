import { Channel, Stake, StakingClaim, StakingPool, StakingRound } from "@sunrise/db";
import type { HandlerContext } from "./context.js";
import { balanceChanged } from "./balances.js";

const lower = (a: string) => a.toLowerCase();
const at = (seconds: bigint) => new Date(Number(seconds) * 1000);

export async function onPoolAdded(ctx: HandlerContext, ev: { pool: string; weight: number; stakingType: number }): Promise<void> {
  const { em } = ctx.store;
  const pool = await em.findOne(StakingPool, { address: lower(ev.pool) });
  if (pool) Object.assign(pool, { weight: ev.weight, stakingType: ev.stakingType });
  else em.create(StakingPool, { address: lower(ev.pool), weight: ev.weight, stakingType: ev.stakingType });
}

export async function onPoolUpdated(ctx: HandlerContext, ev: { pool: string; weight: number }): Promise<void> {
  const pool = await ctx.store.em.findOne(StakingPool, { address: lower(ev.pool) });
  if (pool) pool.weight = ev.weight;
}

async function changeStake(ctx: HandlerContext, user: string, pool: string, delta: bigint) {
  const id = `${lower(user)}:${lower(pool)}`;
  const { em } = ctx.store;
  const row = await em.findOne(Stake, { id });
  if (row) row.amount = (BigInt(row.amount) + delta).toString();
  else em.create(Stake, { id, user: lower(user), pool: lower(pool), amount: delta.toString() });
  balanceChanged(ctx, user);
}

export const onStaked = (ctx: HandlerContext, ev: { user: string; pool: string; amount: bigint }) => changeStake(ctx, ev.user, ev.pool, ev.amount);
export const onUnstaked = (ctx: HandlerContext, ev: { user: string; pool: string; amount: bigint }) => changeStake(ctx, ev.user, ev.pool, -ev.amount);

export async function onRoundStarted(ctx: HandlerContext, ev: { round: bigint; blockStartedAt: bigint; startedAt: bigint }): Promise<void> {
  const id = Number(ev.round);
  if (await ctx.store.em.findOne(StakingRound, { id })) return;
  ctx.store.em.create(StakingRound, { id, blockStartedAt: Number(ev.blockStartedAt), startedAt: at(ev.startedAt), blockEndedAt: null, endedAt: null, totalReward: null, distributed: null });
  ctx.store.notify(Channel.stakingRound, { id: String(id) });
}

export async function onRoundEnded(ctx: HandlerContext, ev: { round: bigint; blockEndedAt: bigint; endedAt: bigint; totalReward: bigint; distributed: bigint }): Promise<void> {
  const round = await ctx.store.em.findOne(StakingRound, { id: Number(ev.round) });
  if (!round) return;
  Object.assign(round, { blockEndedAt: Number(ev.blockEndedAt), endedAt: at(ev.endedAt), totalReward: ev.totalReward.toString(), distributed: ev.distributed.toString() });
  ctx.store.notify(Channel.stakingRound, { id: String(round.id) });
}

export async function onTokenClaimed(ctx: HandlerContext, ev: { user: string; amount: bigint; stakingType: number }, contract: string, logIndex: number): Promise<void> {
  const id = `${ctx.meta.txHash}:${logIndex}`;
  const { em } = ctx.store;
  if (await em.findOne(StakingClaim, { id })) return;
  em.create(StakingClaim, {
    id,
    user: lower(ev.user),
    contract: lower(contract),
    amount: ev.amount.toString(),
    stakingType: ev.stakingType,
    transactionHash: ctx.meta.txHash,
    timestamp: ctx.meta.timestamp,
  });
  ctx.store.notify(Channel.stakingClaim, { id, address: lower(ev.user) });
  balanceChanged(ctx, ev.user);
}
