import { BridgeProcess, BridgeStatus, BridgeStep, ProcessType, WithdrawalQueueState, WithdrawalReason, type EntityManager, type FilterQuery } from "@sunrise/db";
import { badInput } from "../../errors.js";
import type { BridgeProcessType } from "./bridge.type.js";

export const BRIDGE_HISTORY_LIMIT = 100;
const PROCESS_TYPES: readonly number[] = Object.values(ProcessType);

export interface BridgeQuery {
  address: string;
  status?: number | null;
  processTypes?: number[] | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  limit?: number;
}

/** The names of a withdrawal's queue reasons (the vault's REASON_* bits). */
export function reasonNames(bits: number | null | undefined): string[] {
  if (!bits) return [];
  return (Object.entries(WithdrawalReason) as [string, number][]).filter(([, bit]) => (bits & bit) !== 0).map(([name]) => name.toLowerCase());
}

/** A pending USDC withdrawal whose ETA has passed: the contract lets the player claim it, no event says so. */
export const isDue = (p: BridgeProcess, now: Date) => p.queueState === WithdrawalQueueState.PENDING && p.releaseAt !== null && p.releaseAt !== undefined && p.releaseAt <= now;

/** SPEC §4 transaction state. */
function transactionState(p: BridgeProcess, now: Date): string {
  if (p.processType === ProcessType.SWAP_TO_USDC) {
    if (p.queueState === WithdrawalQueueState.CLAIMED) return "claimed";
    if (p.queueState === WithdrawalQueueState.REJECTED) return "rejected";
    return p.queueState === WithdrawalQueueState.RELEASED || isDue(p, now) ? "claimable" : "processing";
  }
  if (p.processType === ProcessType.CLAIM_STABLECOIN) return "claimed";
  if (p.status === BridgeStatus.DONE) return "confirmed";
  return p.step >= BridgeStep.VOTING ? "verified" : "sent";
}

/** A row as the API shows it at `now` (the asset chain's time: a withdrawal past its ETA is claimable). */
export function toBridgeProcessType(p: BridgeProcess, now: Date): BridgeProcessType {
  const due = isDue(p, now);
  return {
    id: p.id,
    withdrawalId: p.withdrawalId ?? p.id,
    address: p.address ?? "",
    processType: p.processType,
    status: due ? BridgeStatus.CLAIM : p.status,
    step: due ? BridgeStep.VOTING : p.step,
    transactionState: transactionState(p, now),
    amount: p.amount,
    fromAddress: p.fromAddress ?? "",
    toAddress: p.toAddress ?? "",
    sourceChainId: p.sourceChainId ?? 0,
    targetChainId: p.targetChainId,
    withdrawTxHash: p.withdrawTxHash ?? "",
    mintTxHash: p.mintTxHash ?? null,
    votes: p.votes,
    releaseAt: p.releaseAt ?? null,
    queueState: p.queueState ?? null,
    queueReasons: reasonNames(p.queueReasons),
    rejectReason: p.rejectReason ?? null,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** The status filter at `now`: a pending withdrawal past its ETA is 1 (claim), not 0 (waiting). */
export function statusFilter(status: number, now: Date): FilterQuery<BridgeProcess> {
  const due = { queueState: WithdrawalQueueState.PENDING, releaseAt: { $lte: now } };
  // Spelled out rather than $not: NOT over the null queue columns of other types would drop them.
  if (status === BridgeStatus.WAITING) return { status, $or: [{ queueState: null }, { queueState: { $ne: WithdrawalQueueState.PENDING } }, { releaseAt: { $gt: now } }] } as FilterQuery<BridgeProcess>;
  if (status === BridgeStatus.CLAIM) return { $or: [{ status }, due] } as FilterQuery<BridgeProcess>;
  return { status };
}

export class BridgeService {
  /** @param now the asset chain's time (withdrawal ETAs are block timestamps); wall time when absent. */
  constructor(private readonly now: () => Promise<Date> = async () => new Date()) {}

  /** A player's processes, newest first (SPEC §7: by address, status and createdAt range, limit ≤ 100). */
  async list(em: EntityManager, q: BridgeQuery): Promise<BridgeProcessType[]> {
    const limit = q.limit ?? BRIDGE_HISTORY_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > BRIDGE_HISTORY_LIMIT) throw badInput(`limit must be between 1 and ${BRIDGE_HISTORY_LIMIT}`);
    if (q.status != null && ![0, 1, 2].includes(q.status)) throw badInput("status must be 0 (waiting), 1 (claim) or 2 (done)");
    if (q.processTypes?.some((t) => !PROCESS_TYPES.includes(t))) throw badInput(`processTypes are among ${PROCESS_TYPES.join(", ")}`);
    const now = await this.now();
    const createdAt: { $gte?: Date; $lte?: Date } = {};
    if (q.createdFrom) createdAt.$gte = q.createdFrom;
    if (q.createdTo) createdAt.$lte = q.createdTo;
    const where: FilterQuery<BridgeProcess>[] = [{ address: q.address.toLowerCase() }];
    if (q.status != null) where.push(statusFilter(q.status, now));
    if (q.processTypes?.length) where.push({ processType: { $in: q.processTypes } });
    if (q.createdFrom || q.createdTo) where.push({ createdAt });
    const rows = await em.find(BridgeProcess, { $and: where }, { orderBy: { createdAt: "desc", id: "asc" }, limit });
    return rows.map((r) => toBridgeProcessType(r, now));
  }

  async byId(em: EntityManager, id: string): Promise<BridgeProcessType | null> {
    const row = await em.findOne(BridgeProcess, { id });
    return row ? toBridgeProcessType(row, await this.now()) : null;
  }
}
