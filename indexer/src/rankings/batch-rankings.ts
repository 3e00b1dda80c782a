import { Channel } from "@sunrise/db";
import type { Store } from "../store/store.js";
import type { BatchBets } from "../batch-bets.js";
import { POPULAR_SQL, WINS_SQL } from "./rankings.sql.js";

/**
 * What one transaction's batches add to the rankings: the bets they placed, raised (decision
 * tables), paid and refunded (noted by `BatchBets`), written at the end with two set-based
 * statements in the transaction (so a reorg's undo log reverts them with the bets), then one
 * `ranking` notice sent when it commits.
 */
export class BatchRankings {
  constructor(private readonly bets: BatchBets) {}

  /** Writes after the batch's rows (the statements read its rounds, and its raised, refunded and paid bets, from the tables). */
  async write(store: Store): Promise<void> {
    const { placed, settled, raised, refunded } = this.bets;
    const popular = placed.size + refunded.length + raised.betId.length > 0;
    const volatility = settled.betId.length > 0;
    if (!popular && !volatility) return;
    await store.batch.flush();
    const p = placed.columns();
    if (popular) await store.sql(POPULAR_SQL, [p.roundKey, p.tableId, p.player, p.bets, p.amount, p.firstAt, refunded, raised.betId, raised.extraStake]);
    if (volatility) await store.sql(WINS_SQL, [settled.betId]);
    store.notify(Channel.ranking, { popular, volatility });
  }
}
