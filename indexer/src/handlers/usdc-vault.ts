import { BridgeProcess, BridgeStatus, BridgeStep, Channel, ProcessType, WithdrawalQueueState } from "@sunrise/db";
import type { HandlerContext } from "./context.js";
import { balanceChanged } from "./balances.js";

export interface UsdcDepositedEvent { id: string; from: string; to: string; amount: bigint }
export interface WithdrawalRequestedEvent { id: string; player: string; amount: bigint; releaseAt: bigint; reasons: number }
export interface WithdrawalReleasedEvent { id: string; by: string }
export interface WithdrawalRejectedEvent { id: string; by: string; reason: string }
export interface WithdrawalClaimedEvent { id: string; claimId: string; player: string; amount: bigint }

const lower = (a: string) => a.toLowerCase();

function announce(ctx: HandlerContext, p: BridgeProcess) {
  ctx.store.notify(Channel.bridgeProcess, { id: p.id, address: p.address });
}

/** A row of the asset chain's USDC flows: source and target are the same chain (the vault's). */
function create(ctx: HandlerContext, id: string, fields: Partial<BridgeProcess> & Pick<BridgeProcess, "address" | "processType" | "amount" | "status" | "step">): BridgeProcess {
  const { meta } = ctx;
  return ctx.store.em.create(BridgeProcess, {
    id,
    fromAddress: null,
    toAddress: null,
    sourceChainId: meta.chainId,
    targetChainId: meta.chainId,
    withdrawTxHash: meta.txHash,
    withdrawBlock: meta.blockNumber,
    mintTxHash: null,
    votes: 0,
    createdAt: meta.timestamp,
    updatedAt: new Date(),
    ...fields,
  });
}

/** Flow 1 (type 1): the vault took USDC and minted SUSD in the same transaction: done at once. */
export async function onUsdcDeposited(ctx: HandlerContext, ev: UsdcDepositedEvent): Promise<void> {
  if (await ctx.store.em.findOne(BridgeProcess, { id: ev.id })) return;
  const p = create(ctx, ev.id, {
    address: lower(ev.to), processType: ProcessType.SWAP_TO_STABLECOIN, amount: ev.amount.toString(),
    status: BridgeStatus.DONE, step: BridgeStep.MINTED, fromAddress: lower(ev.from), toAddress: lower(ev.to), mintTxHash: ctx.meta.txHash,
  });
  announce(ctx, p);
  balanceChanged(ctx, ev.from, ev.to);
}

/** Flow 2 (type 2): SUSD burned into a USDC withdrawal with an ETA; claimable at once when the ETA is now. */
export async function onWithdrawalRequested(ctx: HandlerContext, ev: WithdrawalRequestedEvent): Promise<void> {
  if (await ctx.store.em.findOne(BridgeProcess, { id: ev.id })) return;
  const releaseAt = new Date(Number(ev.releaseAt) * 1000);
  const due = releaseAt.getTime() <= ctx.meta.timestamp.getTime();
  const p = create(ctx, ev.id, {
    address: lower(ev.player), processType: ProcessType.SWAP_TO_USDC, amount: ev.amount.toString(),
    status: due ? BridgeStatus.CLAIM : BridgeStatus.WAITING, step: due ? BridgeStep.VOTING : BridgeStep.WITHDRAWN,
    fromAddress: lower(ev.player), toAddress: lower(ev.player),
    releaseAt, queueReasons: Number(ev.reasons), queueState: WithdrawalQueueState.PENDING,
  });
  announce(ctx, p);
  balanceChanged(ctx, ev.player);
}

async function withdrawal(ctx: HandlerContext, id: string): Promise<BridgeProcess | null> {
  return ctx.store.em.findOne(BridgeProcess, { id, processType: ProcessType.SWAP_TO_USDC });
}

/** Staff (or the refill task) released it before its ETA: claimable now. */
export async function onWithdrawalReleased(ctx: HandlerContext, ev: WithdrawalReleasedEvent): Promise<void> {
  const p = await withdrawal(ctx, ev.id);
  if (!p) return;
  Object.assign(p, { queueState: WithdrawalQueueState.RELEASED, status: BridgeStatus.CLAIM, step: BridgeStep.VOTING, reviewedBy: lower(ev.by), releaseAt: ctx.meta.timestamp });
  announce(ctx, p);
}

/** Staff rejected it before its ETA: the SUSD went back to the player. */
export async function onWithdrawalRejected(ctx: HandlerContext, ev: WithdrawalRejectedEvent): Promise<void> {
  const p = await withdrawal(ctx, ev.id);
  if (!p) return;
  Object.assign(p, { queueState: WithdrawalQueueState.REJECTED, status: BridgeStatus.DONE, reviewedBy: lower(ev.by), rejectReason: ev.reason, mintTxHash: ctx.meta.txHash });
  announce(ctx, p);
  balanceChanged(ctx, p.address);
}

/** Flow 3 (type 3): the player claimed the USDC; the withdrawal is done. */
export async function onWithdrawalClaimed(ctx: HandlerContext, ev: WithdrawalClaimedEvent): Promise<void> {
  const p = await withdrawal(ctx, ev.id);
  if (p) {
    Object.assign(p, { queueState: WithdrawalQueueState.CLAIMED, status: BridgeStatus.DONE, step: BridgeStep.MINTED, mintTxHash: ctx.meta.txHash });
    announce(ctx, p);
  }
  if (!(await ctx.store.em.findOne(BridgeProcess, { id: ev.claimId }))) {
    const claim = create(ctx, ev.claimId, {
      address: lower(ev.player), processType: ProcessType.CLAIM_STABLECOIN, amount: ev.amount.toString(),
      status: BridgeStatus.DONE, step: BridgeStep.MINTED, fromAddress: lower(ev.player), toAddress: lower(ev.player),
      mintTxHash: ctx.meta.txHash, withdrawalId: ev.id,
    });
    announce(ctx, claim);
  }
  balanceChanged(ctx, ev.player);
}
