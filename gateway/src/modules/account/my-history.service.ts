import type { EntityManager } from "@sunrise/db";
import { dateRange, fieldError } from "../admin/validation.js";
import { pageOf, pageSize, timeCursor } from "../admin-ops/paging.js";
import type { MyBetFilterInput } from "./my-history.inputs.js";
import type { MyBetConnectionType, MyBetType } from "./my-history.type.js";

interface Row {
  id: string;
  table_id: number;
  table_name: string | null;
  table_name_ja: string | null;
  game_type: number;
  round_id: number;
  round_key: string;
  state: string;
  result: Record<string, unknown> | null;
  settled_at: Date | null;
  kind: number;
  numbers: number[] | string[];
  amount: string;
  extra_stake: string;
  payout: string | null;
  refunded: boolean;
  placed_at: Date;
  tx_hash: string;
}

const toBet = (r: Row): MyBetType => ({
  id: r.id, tableId: r.table_id, tableName: r.table_name, tableNameJa: r.table_name_ja, gameType: r.game_type, roundId: r.round_id, roundKey: r.round_key, roundState: r.state, result: r.result,
  settledAt: r.settled_at ? new Date(r.settled_at) : null, kind: r.kind, numbers: (r.numbers ?? []).map(Number), amount: r.amount, extraStake: r.extra_stake, payout: r.payout,
  refunded: r.refunded, placedAt: new Date(r.placed_at), txHash: r.tx_hash,
});

/** My page game history: a player's bets (from any of their wallets) with their rounds, newest first, by game and dates. */
export class MyHistoryService {
  async bets(em: EntityManager, wallets: readonly string[], filter: MyBetFilterInput, first: number, after?: string | null): Promise<MyBetConnectionType> {
    const size = pageSize(first);
    dateRange(filter.from, filter.to);
    if (filter.gameType != null && (!Number.isInteger(filter.gameType) || filter.gameType < 1 || filter.gameType > 99)) throw fieldError("gameType", "gameType is a game type number");
    const conds = ["b.player in (?)"];
    const params: unknown[] = [wallets.map((w) => w.toLowerCase())];
    const where = (cond: string, value: unknown) => {
      conds.push(cond);
      params.push(value);
    };
    if (filter.gameType != null) where("r.game_type = ?", filter.gameType);
    if (filter.from) where("b.placed_at >= ?", filter.from);
    if (filter.to) where("b.placed_at < ?", filter.to);
    if (after) {
      const c = timeCursor(after);
      conds.push("(b.placed_at < ? or (b.placed_at = ? and b.id < ?))");
      params.push(c.at, c.at, c.id);
    }
    const rows = await em.getConnection().execute<Row[]>(
      `select b.id, b.table_id, t.name as table_name, t.name_ja as table_name_ja, r.game_type, r.round_id, b.round_key, r.state, r.result, r.settled_at, b.kind, b.numbers,
              b.amount::text as amount, b.extra_stake::text as extra_stake, b.payout::text as payout, b.refunded, b.placed_at, b.tx_hash
         from table_bet b join table_round r on r.id = b.round_key left join game_table t on t.id = b.table_id
        where ${conds.join(" and ")}
        order by b.placed_at desc, b.id desc limit ?`,
      [...params, size + 1],
    );
    return pageOf(rows, size, (r) => [new Date(r.placed_at), r.id], toBet);
  }
}
