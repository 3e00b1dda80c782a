import { BridgeProcess, BridgeVote, ProcessType, WithdrawalQueueState, type EntityManager, type FilterQuery } from "@sunrise/db";
import { isDue, reasonNames, statusFilter, toBridgeProcessType } from "../../bridge/bridge.service.js";
import { notFound } from "../../../errors.js";
import { dateRange, fieldError, walletAddress } from "../../admin/validation.js";
import { connection, pageSize, timeCursor } from "../paging.js";
import { WithdrawalQueueFilter, type AdminBridgeTransferFilterInput } from "./bridge-transfers.inputs.js";
import type { AdminBridgeTransferConnectionType, AdminBridgeTransferType, AdminBridgeVoteType } from "./bridge-transfers.type.js";

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

async function where(em: EntityManager, f: AdminBridgeTransferFilterInput, now: Date): Promise<Record<string, unknown>[]> {
  dateRange(f.from, f.to);
  const q: Record<string, unknown>[] = [];
  if (f.player?.trim()) {
    const who = walletAddress(f.player, "player");
    q.push({ $or: [{ address: who }, { fromAddress: who }, { toAddress: who }] });
  }
  if (f.direction) q.push({ processType: f.direction });
  if (f.status !== null && f.status !== undefined) {
    if (![0, 1, 2].includes(f.status)) throw fieldError("status", "status is 0 (waiting), 1 (claim) or 2 (done)");
    q.push(statusFilter(f.status, now) as Record<string, unknown>);
  }
  if (f.queueState) {
    q.push({ processType: ProcessType.SWAP_TO_USDC });
    if (f.queueState === WithdrawalQueueFilter.IN_REVIEW) q.push({ queueState: WithdrawalQueueState.PENDING, releaseAt: { $gt: now } });
    else q.push({ queueState: f.queueState });
  }
  if (f.txHash?.trim()) {
    const hash = f.txHash.trim();
    if (!TX_HASH.test(hash)) throw fieldError("txHash", "A transaction hash is 0x followed by 64 hex digits");
    const h = hash.toLowerCase();
    const voted = await em.find(BridgeVote, { txHash: h }, { fields: ["withdrawalId"] });
    q.push({ $or: [{ withdrawTxHash: h }, { mintTxHash: h }, ...(voted.length ? [{ id: { $in: voted.map((v) => v.withdrawalId) } }] : [])] });
  }
  if (f.from || f.to) q.push({ createdAt: { ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lt: f.to } : {}) } });
  return q;
}

const toVote = (v: BridgeVote): AdminBridgeVoteType => ({ id: v.id, validator: v.validator, chainId: v.chainId, txHash: v.txHash, blockNumber: v.blockNumber, votedAt: v.votedAt });

/** Bridge history: every player's transfers with their transactions on both chains and each validator vote. */
export class AdminBridgeTransfersService {
  /** @param now the asset chain's time, which USDC withdrawals' ETAs are measured in. */
  constructor(private readonly now: () => Promise<Date> = async () => new Date()) {}

  async list(em: EntityManager, filter: AdminBridgeTransferFilterInput, first: number, after?: string | null): Promise<AdminBridgeTransferConnectionType> {
    const size = pageSize(first);
    const now = await this.now();
    const q = await where(em, filter, now);
    if (after) {
      const { at, id } = timeCursor(after);
      q.push({ $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }] });
    }
    const rows = await em.find(BridgeProcess, (q.length ? { $and: q } : {}) as FilterQuery<BridgeProcess>, { orderBy: { createdAt: "desc", id: "desc" }, limit: size + 1 });
    const nodes = await this.withVotes(em, rows.slice(0, size), now);
    return connection(nodes, rows.length > size, (n) => [n.createdAt, n.id]);
  }

  async get(em: EntityManager, id: string): Promise<AdminBridgeTransferType> {
    const row = TX_HASH.test(id) ? await em.findOne(BridgeProcess, { id: id.toLowerCase() }) : null;
    if (!row) throw notFound(`No bridge transfer ${id}`);
    return (await this.withVotes(em, [row], await this.now()))[0]!;
  }

  private async withVotes(em: EntityManager, rows: BridgeProcess[], now: Date): Promise<AdminBridgeTransferType[]> {
    const votes = rows.length ? await em.find(BridgeVote, { withdrawalId: { $in: rows.map((r) => r.id) } }, { orderBy: { blockNumber: "asc", id: "asc" } }) : [];
    const byTransfer = new Map<string, AdminBridgeVoteType[]>();
    for (const v of votes) byTransfer.set(v.withdrawalId, [...(byTransfer.get(v.withdrawalId) ?? []), toVote(v)]);
    return rows.map((p) => ({
      id: p.id,
      player: p.address ?? null,
      processType: p.processType,
      ...(({ status, step, transactionState }) => ({ status, step, transactionState }))(toBridgeProcessType(p, now)),
      amount: p.amount,
      fromAddress: p.fromAddress ?? null,
      toAddress: p.toAddress ?? null,
      sourceChainId: p.sourceChainId ?? null,
      targetChainId: p.targetChainId,
      withdrawTxHash: p.withdrawTxHash ?? null,
      withdrawBlock: p.withdrawBlock ?? null,
      mintTxHash: p.mintTxHash ?? null,
      voteCount: p.votes,
      votes: byTransfer.get(p.id) ?? [],
      releaseAt: p.releaseAt ?? null,
      queueState: p.queueState ?? null,
      queueReasons: reasonNames(p.queueReasons),
      reviewable: p.queueState === WithdrawalQueueState.PENDING && !isDue(p, now),
      rejectReason: p.rejectReason ?? null,
      reviewedBy: p.reviewedBy ?? null,
      withdrawalId: p.withdrawalId ?? null,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    }));
  }
}
