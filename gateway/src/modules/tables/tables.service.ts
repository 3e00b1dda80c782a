import { TableBet, TableRound, type EntityManager } from "@sunrise/db";
import type { LiveTableType, TableBetType, TableRoundType } from "./tables.type.js";

const toBet = (b: TableBet): TableBetType => ({ ...b, payout: b.payout ?? null });
const RECENT_RESULTS = 12;

export class TablesService {
  /** A table's latest rounds with their bets (one query for all bets). */
  async rounds(em: EntityManager, tableId: number, limit: number): Promise<TableRoundType[]> {
    return this.withBets(em, await em.find(TableRound, { tableId }, { orderBy: { roundId: "desc" }, limit }));
  }

  async round(em: EntityManager, id: string): Promise<TableRoundType | null> {
    const round = await em.findOne(TableRound, { id });
    return round ? (await this.withBets(em, [round]))[0]! : null;
  }

  /** Every table with rounds, in table order: its latest round and the results of its latest settled rounds. */
  async lobby(em: EntityManager): Promise<LiveTableType[]> {
    const latest = await em.getConnection().execute<{ id: string }[]>(`select distinct on (table_id) id from table_round order by table_id, round_id desc`);
    const rounds = await this.withBets(em, await em.find(TableRound, { id: { $in: latest.map((r) => r.id) } }, { orderBy: { tableId: "asc" } }));
    return Promise.all(rounds.map(async (round) => {
      const settled = await em.find(TableRound, { tableId: round.tableId, state: "settled", result: { $ne: null } }, { orderBy: { roundId: "desc" }, limit: RECENT_RESULTS, fields: ["result"] });
      return { tableId: round.tableId, gameType: round.gameType, table: round.table, round, recentResults: settled.map((r) => r.result!) };
    }));
  }

  private async withBets(em: EntityManager, rounds: TableRound[]): Promise<TableRoundType[]> {
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
