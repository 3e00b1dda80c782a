import * as bridgeAbi from "../abi/AssetChainBridge.js";
import { BridgeDirection } from "@sunrise/db";
import type { EventMeta } from "../handlers/context.js";
import type { Sources } from "../processor.js";
import type { Store } from "../store/store.js";
import { decoded } from "../decoded.js";
import type { BatchBets } from "../batch-bets.js";
import { BETS_SQL, ROUNDS_SQL } from "./bets.sql.js";
import { BRIDGE_SQL } from "./bridge.sql.js";

interface Log { topics: string[]; data: string }

const withdrawal = bridgeAbi.events.BridgeWithdrawal;

/**
 * What one transaction's batches add to the dashboard rollups: their bets (noted by `BatchBets`)
 * and bridge withdrawals, written at the end with a few set-based statements (never one per
 * event), in the batches' transaction, so the rollups change exactly when the rows they count do
 * (and a reorg's undo log reverts both).
 */
export class BatchRollups {
  private readonly bridge = { at: [] as string[], amount: [] as string[], direction: [] as string[] };

  constructor(
    private readonly src: Sources,
    private readonly bets: BatchBets,
  ) {}

  /** Notes a bridge withdrawal of the batch (lowercase contract address). */
  observe(meta: EventMeta, address: string, log: Log): void {
    if (address !== this.src.bridge || log.topics[0] !== withdrawal.topic) return;
    this.bridge.at.push(meta.timestamp.toISOString());
    this.bridge.amount.push(decoded(withdrawal, log).amount.toString());
    this.bridge.direction.push(meta.role === "asset" ? BridgeDirection.IN : BridgeDirection.OUT);
  }

  /** Writes the batch's rows first (the statements join its bets and rounds), then the rollups. */
  async write(store: Store): Promise<void> {
    const { placed, rounds, settled, raised, refunded } = this.bets;
    const bets = placed.size + settled.betId.length + raised.betId.length + refunded.length > 0;
    if (!bets && !this.bridge.at.length) return;
    await store.batch.flush();
    if (rounds.size) await store.sql(ROUNDS_SQL, [[...rounds.keys()], [...rounds.values()]]);
    if (bets) {
      const p = placed.columns();
      await store.sql(BETS_SQL, [p.roundKey, p.player, p.bets, p.amount, p.firstAt, settled.betId, settled.payout, refunded, raised.betId, raised.extraStake]);
    }
    if (this.bridge.at.length) await store.sql(BRIDGE_SQL, [this.bridge.at, this.bridge.amount, this.bridge.direction]);
  }
}
