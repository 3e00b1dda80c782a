import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { EntityManager } from "@sunrise/db";
import { bridgeQueueStatus, chainStatus, listReplicas, tableDealerStatus, taskQueueStatus, validatorVotes, type QueueStatus, type TableDealerStatus } from "@sunrise/db/ops";
import type { SystemChainType, SystemQueueType, SystemStatusType, SystemTableType } from "./system.type.js";

export interface SystemChains {
  asset: string;
  game: string;
  /** How long each chain's RPC may take. */
  timeoutMs: number;
}

/** States in which the dealer is still settling the latest round. */
const SETTLING = ["closed", "dealt", "revealed"];

const queue = (id: string, q: QueueStatus): SystemQueueType => ({ id, pending: q.pending, inProgress: q.inProgress, oldestAgeSeconds: q.oldestAgeSeconds });

export function toSystemTable(t: TableDealerStatus, now: number): SystemTableType {
  let nextRoundInSeconds: number | null = 0;
  if (t.lastRoundState === "open") nextRoundInSeconds = t.bettingClosesAt ? Math.max(0, Math.ceil((t.bettingClosesAt.getTime() - now) / 1000)) : null;
  else if (t.lastRoundState && SETTLING.includes(t.lastRoundState)) nextRoundInSeconds = null;
  return { id: String(t.tableId), ...t, nextRoundInSeconds };
}

/** The system page's figures, from the same functions the processes' metrics and readiness read. */
export class SystemService {
  /** This process among the gateway replicas (its heartbeat row). */
  readonly replicaId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(private readonly chains: SystemChains) {}

  async status(em: EntityManager): Promise<SystemStatusType> {
    const [chains, tables, validators, taskQueue, bridgeQueue, replicas] = await Promise.all([
      Promise.all((["asset", "game"] as const).map((id) => this.chain(em, id))),
      tableDealerStatus(em),
      validatorVotes(em),
      taskQueueStatus(em),
      bridgeQueueStatus(em),
      listReplicas(em),
    ]);
    const now = Date.now();
    return {
      id: "system",
      checkedAt: new Date(now),
      chains,
      tables: tables.map((t) => toSystemTable(t, now)),
      validators: validators.map((v) => ({ id: v.validator, address: v.validator, ...v })),
      taskQueue: queue("tasks", taskQueue),
      bridgeQueue: queue("bridge", bridgeQueue),
      replicas: replicas.map((r) => ({ ...r, current: r.id === this.replicaId })),
    };
  }

  private async chain(em: EntityManager, id: "asset" | "game"): Promise<SystemChainType> {
    try {
      const s = await chainStatus(em, this.chains[id], AbortSignal.timeout(this.chains.timeoutMs));
      return { id, chainId: s.chainId, head: s.head, headAt: new Date(s.headTimestamp * 1000), indexed: s.indexed, lagBlocks: s.lagBlocks, lagSeconds: s.lagSeconds, error: null };
    } catch (e) {
      const error = (e as Error).name === "TimeoutError" ? `no answer within ${this.chains.timeoutMs} ms` : (e as Error).message.split("\n")[0]!;
      return { id, chainId: null, head: null, headAt: null, indexed: null, lagBlocks: null, lagSeconds: null, error: `Chain unreachable: ${error}` };
    }
  }
}
