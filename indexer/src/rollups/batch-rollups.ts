import * as bridgeAbi from "../abi/AssetChainBridge.js";
import * as tableAbi from "../abi/GameTable.js";
import * as decisionAbi from "../abi/DecisionTable.js";
import { BridgeDirection } from "@sunrise/db";
import type { EventMeta } from "../handlers/context.js";
import type { Sources } from "../processor.js";
import type { Store } from "../store/store.js";
import { runSql } from "../store/batch.js";
import { decoded } from "../decoded.js";
import { roundKey } from "../handlers/table.js";
import { PlacedBets } from "../placed-bets.js";
import { BETS_SQL, ROUNDS_SQL } from "./bets.sql.js";
import { BRIDGE_SQL } from "./bridge.sql.js";

interface Log { topics: string[]; data: string }

const table = tableAbi.events;
const decision = decisionAbi.events.Decision;
const withdrawal = bridgeAbi.events.BridgeWithdrawal;

/**
 * What one batch adds to the dashboard rollups: its bets, their extra stakes, payouts, refunds and bridge withdrawals,
 * noted log by log and written at the end with a few set-based statements (never one per event), in
 * the batch's transaction, so the rollups change exactly when the rows they count do (and a reorg's
 * undo log reverts both).
 */
export class BatchRollups {
  private readonly tables: Set<string>;
  private readonly rounds = new Map<string, number>();
  private readonly placed = new PlacedBets();
  private readonly settled = { betId: [] as string[], payout: [] as string[] };
  private readonly raised = { betId: [] as string[], extraStake: [] as string[] };
  private readonly refunded: string[] = [];
  private readonly bridge = { at: [] as string[], amount: [] as string[], direction: [] as string[] };

  constructor(private readonly src: Sources) {
    this.tables = new Set(src.tables);
  }

  /** Notes a log of the batch (lowercase contract address), in chain order; decision tables share the GameTable events. */
  observe(meta: EventMeta, address: string, log: Log): void {
    const topic = log.topics[0];
    if (this.tables.has(address)) {
      if (topic === table.BetPlaced.topic) {
        const ev = decoded(table.BetPlaced, log);
        const key = roundKey(address, ev.roundId);
        this.rounds.set(key, Number(ev.tableId));
        this.placed.add(key, Number(ev.tableId), ev.player.toLowerCase(), ev.amount, meta.timestamp);
      } else if (topic === table.BetSettled.topic) {
        // A lost bet pays nothing: only payouts change paid_out.
        const ev = decoded(table.BetSettled, log);
        if (ev.payout > 0n) {
          this.settled.betId.push(`${roundKey(address, ev.roundId)}:${ev.betIndex}`);
          this.settled.payout.push(ev.payout.toString());
        }
      } else if (topic === decision.topic) {
        // A call, double, split or insurance escrows more on the bet: wagered grows by it.
        const ev = decoded(decision, log);
        if (ev.extraStake > 0n) {
          this.raised.betId.push(`${roundKey(address, ev.roundId)}:${ev.betIndex}`);
          this.raised.extraStake.push(ev.extraStake.toString());
        }
      } else if (topic === table.RoundRefunded.topic) {
        this.refunded.push(roundKey(address, decoded(table.RoundRefunded, log).roundId));
      }
    } else if (address === this.src.bridge && topic === withdrawal.topic) {
      this.bridge.at.push(meta.timestamp.toISOString());
      this.bridge.amount.push(decoded(withdrawal, log).amount.toString());
      this.bridge.direction.push(meta.role === "asset" ? BridgeDirection.IN : BridgeDirection.OUT);
    }
  }

  /** Writes the batch's rows first (the statements join its bets and rounds), then the rollups. */
  async write(store: Store): Promise<void> {
    const bets = this.placed.size + this.settled.betId.length + this.raised.betId.length + this.refunded.length > 0;
    if (!bets && !this.bridge.at.length) return;
    await store.batch.flush();
    if (this.rounds.size) await runSql(store.em, ROUNDS_SQL, [[...this.rounds.keys()], [...this.rounds.values()]]);
    if (bets) {
      const { settled, raised } = this;
      const placed = this.placed.columns();
      await runSql(store.em, BETS_SQL, [placed.roundKey, placed.player, placed.bets, placed.amount, placed.firstAt, settled.betId, settled.payout, this.refunded, raised.betId, raised.extraStake]);
    }
    if (this.bridge.at.length) await runSql(store.em, BRIDGE_SQL, [this.bridge.at, this.bridge.amount, this.bridge.direction]);
  }
}
