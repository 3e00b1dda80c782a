import { Channel, PlayerProtection, PlayerProtectionEvent, ProtectionChange, type LimitValues } from "@sunrise/db";
import type { HandlerContext } from "./context.js";

interface LimitsEvent { singleBet: bigint; dailyLoss: bigint; weeklyLoss: bigint; monthlyLoss: bigint; dailyMinutes: number }
type Change = Omit<Partial<PlayerProtectionEvent>, "id" | "account" | "kind" | "blockNumber" | "timestamp" | "txHash">;

const lower = (a: string) => a.toLowerCase();
const at = (seconds: bigint) => new Date(Number(seconds) * 1000);
const values = (l: LimitsEvent): LimitValues => ({
  singleBet: l.singleBet.toString(),
  dailyLoss: l.dailyLoss.toString(),
  weeklyLoss: l.weeklyLoss.toString(),
  monthlyLoss: l.monthlyLoss.toString(),
  dailyMinutes: l.dailyMinutes,
});

/** The account's row, created with no limits and no break on its first event. */
async function account(ctx: HandlerContext, address: string): Promise<PlayerProtection> {
  const { em } = ctx.store;
  const id = lower(address);
  const row = await em.findOne(PlayerProtection, { account: id });
  if (row) {
    row.updatedAt = ctx.meta.timestamp;
    return row;
  }
  return em.create(PlayerProtection, {
    account: id, singleBet: "0", dailyLoss: "0", weeklyLoss: "0", monthlyLoss: "0", dailyMinutes: 0,
    pending: null, pendingAt: null, blockedUntil: null, excluded: false, resumeAt: null, banned: false, updatedAt: ctx.meta.timestamp,
  });
}

/** One history row per event, and a notice to the account's listeners. */
function record(ctx: HandlerContext, address: string, logIndex: number, kind: ProtectionChange, change: Change = {}): void {
  const { meta } = ctx;
  ctx.store.em.create(PlayerProtectionEvent, {
    limits: null, effectiveAt: null, period: null, until: null, selfExclusion: null, byStaff: null, banned: null,
    ...change,
    id: `${meta.txHash}:${logIndex}`, account: lower(address), kind, blockNumber: meta.blockNumber, timestamp: meta.timestamp, txHash: meta.txHash,
  });
  ctx.store.notify(Channel.responsibleGaming, { addresses: [lower(address)] });
}

export async function onProtectionLimitsSet(ctx: HandlerContext, logIndex: number, ev: { account: string; limits: LimitsEvent }): Promise<void> {
  const row = await account(ctx, ev.account);
  Object.assign(row, { ...values(ev.limits), dailyMinutes: ev.limits.dailyMinutes });
  // A pending request that came due is applied with this event and no cancellation of its own.
  if (row.pendingAt && row.pendingAt <= ctx.meta.timestamp) Object.assign(row, { pending: null, pendingAt: null });
  record(ctx, ev.account, logIndex, ProtectionChange.limitsSet, { limits: values(ev.limits) });
}

export async function onLimitsPending(ctx: HandlerContext, logIndex: number, ev: { account: string; limits: LimitsEvent; effectiveAt: bigint }): Promise<void> {
  const row = await account(ctx, ev.account);
  Object.assign(row, { pending: values(ev.limits), pendingAt: at(ev.effectiveAt) });
  record(ctx, ev.account, logIndex, ProtectionChange.limitsPending, { limits: values(ev.limits), effectiveAt: at(ev.effectiveAt) });
}

export async function onPendingLimitsCancelled(ctx: HandlerContext, logIndex: number, ev: { account: string }): Promise<void> {
  Object.assign(await account(ctx, ev.account), { pending: null, pendingAt: null });
  record(ctx, ev.account, logIndex, ProtectionChange.pendingCancelled);
}

export async function onBreakStarted(ctx: HandlerContext, logIndex: number, ev: { account: string; period: number; until: bigint; selfExclusion: boolean; byStaff: boolean }): Promise<void> {
  const row = await account(ctx, ev.account);
  row.blockedUntil = at(ev.until);
  row.excluded = ev.selfExclusion;
  // A new self-exclusion drops an earlier resume request; a time-out leaves it.
  if (ev.period > 4) row.resumeAt = null;
  record(ctx, ev.account, logIndex, ProtectionChange.breakStarted, { period: ev.period, until: at(ev.until), selfExclusion: ev.period > 4, byStaff: ev.byStaff });
}

export async function onResumeRequested(ctx: HandlerContext, logIndex: number, ev: { account: string; resumeAt: bigint }): Promise<void> {
  (await account(ctx, ev.account)).resumeAt = at(ev.resumeAt);
  record(ctx, ev.account, logIndex, ProtectionChange.resumeRequested, { effectiveAt: at(ev.resumeAt) });
}

export async function onPlayResumed(ctx: HandlerContext, logIndex: number, ev: { account: string }): Promise<void> {
  Object.assign(await account(ctx, ev.account), { excluded: false, resumeAt: null });
  record(ctx, ev.account, logIndex, ProtectionChange.playResumed);
}

export async function onBanSet(ctx: HandlerContext, logIndex: number, ev: { account: string; banned: boolean }): Promise<void> {
  (await account(ctx, ev.account)).banned = ev.banned;
  record(ctx, ev.account, logIndex, ProtectionChange.banSet, { banned: ev.banned });
}
