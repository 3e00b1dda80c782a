import * as tableAbi from "../abi/GameTable.js";
import * as decisionAbi from "../abi/DecisionTable.js";
import { Channel } from "@sunrise/db";
import type { EventMeta } from "../handlers/context.js";
import type { Sources } from "../processor.js";
import type { Store } from "../store/store.js";
import { runSql } from "../store/batch.js";
import { decoded } from "../decoded.js";
import { roundKey } from "../handlers/table.js";
import { PlacedBets } from "../placed-bets.js";
import { POPULAR_SQL, WINS_SQL } from "./rankings.sql.js";

interface Log { topics: string[]; data: string }

const table = tableAbi.events;
const decision = decisionAbi.events.Decision;

/**
 * What one batch adds to the rankings: the bets it placed, raised (decision tables), paid and refunded, noted log by log and
 * written at the end with two set-based statements in the batch's transaction (so a reorg's undo
 * log reverts them with the bets), then one `ranking` notice sent when the batch commits.
 */
export class BatchRankings {
  private readonly tables: Set<string>;
  private readonly placed = new PlacedBets();
  private readonly settled: string[] = [];
  private readonly refunded: string[] = [];
  private readonly raised = { betId: [] as string[], extraStake: [] as string[] };

  constructor(src: Sources) {
    this.tables = new Set(src.tables);
  }

  /** Notes a log of the batch (lowercase contract address), in chain order. */
  observe(meta: EventMeta, address: string, log: Log): void {
    if (!this.tables.has(address)) return;
    const topic = log.topics[0];
    if (topic === table.BetPlaced.topic) {
      const ev = decoded(table.BetPlaced, log);
      this.placed.add(roundKey(address, ev.roundId), Number(ev.tableId), ev.player.toLowerCase(), ev.amount, meta.timestamp);
    } else if (topic === table.BetSettled.topic) {
      // Only a payout can make a win (the lists keep bets paid more than their stake).
      const ev = decoded(table.BetSettled, log);
      if (ev.payout > 0n) this.settled.push(`${roundKey(address, ev.roundId)}:${ev.betIndex}`);
    } else if (topic === decision.topic) {
      const ev = decoded(decision, log);
      if (ev.extraStake > 0n) {
        this.raised.betId.push(`${roundKey(address, ev.roundId)}:${ev.betIndex}`);
        this.raised.extraStake.push(ev.extraStake.toString());
      }
    } else if (topic === table.RoundRefunded.topic) {
      this.refunded.push(roundKey(address, decoded(table.RoundRefunded, log).roundId));
    }
  }

  /** Writes after the batch's rows (the statements read its rounds, and its raised, refunded and paid bets, from the tables). */
  async write(store: Store): Promise<void> {
    const popular = this.placed.size + this.refunded.length + this.raised.betId.length > 0;
    const volatility = this.settled.length > 0;
    if (!popular && !volatility) return;
    await store.batch.flush();
    const placed = this.placed.columns();
    if (popular) await runSql(store.em, POPULAR_SQL, [placed.roundKey, placed.tableId, placed.player, placed.bets, placed.amount, placed.firstAt, this.refunded, this.raised.betId, this.raised.extraStake]);
    if (volatility) await runSql(store.em, WINS_SQL, [this.settled]);
    store.notify(Channel.ranking, { popular, volatility });
  }
}
