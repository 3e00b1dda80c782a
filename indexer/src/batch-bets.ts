import * as tableAbi from "./abi/GameTable.js";
import type { EventMeta } from "./handlers/context.js";
import type { Sources } from "./processor.js";
import { decoded } from "./decoded.js";
import { roundKey } from "./handlers/rounds.js";
import { PlacedBets } from "./placed-bets.js";
import { DECISION_TOPICS, decisionsOf } from "./decisions.js";

interface Log { topics: string[]; data: string }

const table = tableAbi.events;

/**
 * What a transaction's batches did to bets, noted once log by log for the rollups and the rankings:
 * bets placed (summed per group), each placed bet's round and table, payouts above zero (a lost bet
 * changes neither paid-out nor the wins), extra stakes escrowed by decisions, and refunded rounds.
 */
export class BatchBets {
  readonly placed = new PlacedBets();
  /** Round key → table id of every round a bet was placed in. */
  readonly rounds = new Map<string, number>();
  readonly settled = { betId: [] as string[], payout: [] as string[] };
  readonly raised = { betId: [] as string[], extraStake: [] as string[] };
  readonly refunded: string[] = [];
  private readonly tables: Set<string>;

  constructor(src: Sources) {
    this.tables = new Set(src.tables);
  }

  /** Notes a bet placed at a table (what `observe` does with a BetPlaced log, for a caller that decoded it). */
  placedBet(meta: EventMeta, address: string, ev: { tableId: bigint; roundId: bigint; player: string; amount: bigint }): void {
    const key = roundKey(address, ev.roundId);
    this.rounds.set(key, Number(ev.tableId));
    this.placed.add(key, Number(ev.tableId), ev.player.toLowerCase(), ev.amount, meta.timestamp);
  }

  /** Notes a log of the batch (lowercase contract address), in chain order; decision tables share the GameTable events. */
  observe(meta: EventMeta, address: string, log: Log): void {
    if (!this.tables.has(address)) return;
    const topic = log.topics[0];
    if (topic === table.BetPlaced.topic) this.placedBet(meta, address, decoded(table.BetPlaced, log));
    else if (topic === table.PagePaid.topic) {
      // A page's bets in order from fromBet; only those that paid something are noted.
      const ev = decoded(table.PagePaid, log);
      const key = roundKey(address, ev.roundId);
      const from = Number(ev.fromBet);
      for (let i = 0; i < ev.payouts.length; i++) {
        const payout = ev.payouts[i]!;
        if (payout === 0n) continue;
        this.settled.betId.push(`${key}:${from + i}`);
        this.settled.payout.push(payout.toString());
      }
    } else if (DECISION_TOPICS.has(topic!)) {
      // A call, double, split or insurance escrows more on the bet: wagered grows by it (a decision sent itself, or each of a relayed batch).
      for (const ev of decisionsOf(log)) {
        if (ev.extraStake === 0n) continue;
        this.raised.betId.push(`${roundKey(address, ev.roundId)}:${ev.betIndex}`);
        this.raised.extraStake.push(ev.extraStake.toString());
      }
    } else if (topic === table.RoundRefunded.topic) {
      this.refunded.push(roundKey(address, decoded(table.RoundRefunded, log).roundId));
    }
  }
}
