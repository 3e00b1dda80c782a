import { BridgeProcess, type EntityManager } from "@sunrise/db";
import { badInput } from "../../errors.js";
import type { BridgeProcessType } from "./bridge.type.js";

export const BRIDGE_HISTORY_LIMIT = 100;

export interface BridgeQuery {
  address: string;
  status?: number | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  limit?: number;
}

export function toBridgeProcessType(p: BridgeProcess): BridgeProcessType {
  return {
    id: p.id,
    withdrawalId: p.id,
    address: p.address ?? "",
    processType: p.processType,
    status: p.status,
    step: p.step,
    amount: p.amount,
    fromAddress: p.fromAddress ?? "",
    toAddress: p.toAddress ?? "",
    sourceChainId: p.sourceChainId ?? 0,
    targetChainId: p.targetChainId,
    withdrawTxHash: p.withdrawTxHash ?? "",
    mintTxHash: p.mintTxHash ?? null,
    votes: p.votes,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export class BridgeService {
  /** A player's processes, newest first (SPEC §7: by address, status and createdAt range, limit ≤ 100). */
  async list(em: EntityManager, q: BridgeQuery): Promise<BridgeProcessType[]> {
    const limit = q.limit ?? BRIDGE_HISTORY_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > BRIDGE_HISTORY_LIMIT) throw badInput(`limit must be between 1 and ${BRIDGE_HISTORY_LIMIT}`);
    if (q.status != null && ![0, 1, 2].includes(q.status)) throw badInput("status must be 0 (waiting), 1 (claim) or 2 (done)");
    const createdAt: { $gte?: Date; $lte?: Date } = {};
    if (q.createdFrom) createdAt.$gte = q.createdFrom;
    if (q.createdTo) createdAt.$lte = q.createdTo;
    const rows = await em.find(
      BridgeProcess,
      {
        address: q.address.toLowerCase(),
        ...(q.status != null ? { status: q.status } : {}),
        ...(q.createdFrom || q.createdTo ? { createdAt } : {}),
      },
      { orderBy: { createdAt: "desc", id: "asc" }, limit },
    );
    return rows.map(toBridgeProcessType);
  }

  async byId(em: EntityManager, id: string): Promise<BridgeProcessType | null> {
    const row = await em.findOne(BridgeProcess, { id });
    return row ? toBridgeProcessType(row) : null;
  }
}
