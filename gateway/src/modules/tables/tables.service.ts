import { TableBet, TableRound, type EntityManager } from "@sunrise/db";
import type { TableBetType, TableRoundType } from "./tables.type.js";

const toBet = (b: TableBet): TableBetType => ({ ...b, payout: b.payout ?? null });

export class TablesService {
  /** A table's latest rounds with their bets (one query for all bets). */
  async rounds(em: EntityManager, tableId: number, limit: number): Promise<TableRoundType[]> {
    const rounds = await em.find(TableRound, { tableId }, { orderBy: { roundId: "desc" }, limit });
    const bets = rounds.length ? await em.find(TableBet, { roundKey: { $in: rounds.map((r) => r.id) } }, { orderBy: { betIndex: "asc" } }) : [];
    return rounds.map((r) => ({
      ...r,
      clientSeed: r.clientSeed ?? null, serverSeed: r.serverSeed ?? null, closedAt: r.closedAt ?? null, settledAt: r.settledAt ?? null,
      totalStaked: r.totalStaked ?? null, totalPaid: r.totalPaid ?? null, result: r.result ?? null,
      bets: bets.filter((b) => b.roundKey === r.id).map(toBet),
    }));
  }

  /** Bets placed from any of a player's wallets (the game wallet, and the main wallet should it bet directly). */
  async betsOf(em: EntityManager, wallets: string[], limit: number): Promise<TableBetType[]> {
    const rows = await em.find(TableBet, { player: { $in: wallets.map((w) => w.toLowerCase()) } }, { orderBy: { placedAt: "desc", id: "asc" }, limit });
    return rows.map(toBet);
  }

  /** Net result of a player's settled bets (payouts minus stakes, token units; negative is a loss). */
  async profitOf(em: EntityManager, player: string): Promise<bigint> {
    const [row] = await em.getConnection().execute<{ profit: string | null }[]>(
      `select sum(payout - amount)::text as profit from table_bet where player = ? and payout is not null`,
      [player.toLowerCase()],
    );
    return BigInt(row?.profit ?? "0");
  }
}
