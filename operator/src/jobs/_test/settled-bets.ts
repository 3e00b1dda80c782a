import { TableBet, TableRound, type EntityManager } from "@sunrise/db";

export const hex = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
export const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

export interface BetSpec {
  player: string;
  gameType: number;
  amount: bigint;
  extraStake?: bigint;
  payout: bigint | null;
  refunded?: boolean;
  /** The round's state: settled, forfeited (worst case paid) or refunded. */
  state?: "settled" | "forfeited" | "refunded" | "closed";
  settledAt: Date | null;
}

let seq = 0;

/** One table round holding one bet, as the indexer writes them. */
export function settledBet(em: EntityManager, b: BetSpec): void {
  const n = ++seq;
  const id = hex(10_000 + n).slice(2);
  const state = b.refunded ? "refunded" : (b.state ?? "settled");
  em.create(TableRound, { id, table: addr(900 + b.gameType), tableId: b.gameType, gameType: b.gameType, roundId: n, state, commitment: hex(1), openedAt: b.settledAt ?? new Date(), openTx: hex(2), settledAt: b.settledAt });
  em.create(TableBet, {
    id: `${id}:0`, roundKey: id, tableId: b.gameType, betIndex: 0, player: b.player, kind: b.gameType * 1000 + 1, amount: b.amount.toString(),
    extraStake: (b.extraStake ?? 0n).toString(), payout: b.refunded ? b.amount.toString() : b.payout === null ? null : b.payout.toString(), refunded: !!b.refunded,
    placedAt: b.settledAt ?? new Date(), txHash: hex(3),
  });
}
