import type { EntityManager } from "@sunrise/db";
import { badInput } from "../../errors.js";
import { StatsGroupBy } from "./stats.enums.js";
import type { StatsInput, StatsRowType } from "./stats.type.js";

/** The most buckets × groups one query may return. */
export const MAX_STATS_ROWS = 2000;
const DAY_MS = 86_400_000;
const BUCKET_DAYS = { day: 1, week: 7, month: 31 } as const;

interface Row { bucket: Date; game_type: number | null; table_id: number | null; bets: string; players: string; wagered: string; paid: string; settled_stake: string }

/**
 * Analytics over the indexed bets, computed in Postgres by bucket (and game or table): bets,
 * active players, wagered, paid out and gross gaming revenue, in exact token units.
 */
export class StatsService {
  async table(em: EntityManager, input: StatsInput): Promise<StatsRowType[]> {
    const { from, to, granularity, groupBy } = input;
    if (!(from < to)) throw badInput("from must be before to");
    const buckets = Math.ceil((to.getTime() - from.getTime()) / (BUCKET_DAYS[granularity] * DAY_MS));
    const groups = groupBy === StatsGroupBy.NONE ? 1 : 7;
    if (buckets * groups > MAX_STATS_ROWS) throw badInput(`That range has too many ${granularity}s; ask for at most ${Math.floor(MAX_STATS_ROWS / groups)} buckets`);
    const group = groupBy === StatsGroupBy.GAME ? "r.game_type" : groupBy === StatsGroupBy.TABLE ? "r.table_id" : "null::int";
    const rows = await em.getConnection().execute<Row[]>(
      `select date_trunc(?, b.placed_at at time zone 'UTC') at time zone 'UTC' as bucket,
              ${groupBy === StatsGroupBy.GAME ? group : "null::int"} as game_type,
              ${groupBy === StatsGroupBy.TABLE ? group : "null::int"} as table_id,
              count(*)::text as bets,
              count(distinct b.player)::text as players,
              sum(b.amount)::text as wagered,
              coalesce(sum(b.payout), 0)::text as paid,
              coalesce(sum(b.amount) filter (where b.payout is not null), 0)::text as settled_stake
         from table_bet b join table_round r on r.id = b.round_key
        where b.placed_at >= ? and b.placed_at < ? and not b.refunded
        group by 1, ${group}
        order by 1, ${group}`,
      [granularity, from, to],
    );
    return rows.map((r) => ({
      bucket: new Date(r.bucket),
      gameType: r.game_type,
      tableId: r.table_id,
      bets: Number(r.bets),
      activePlayers: Number(r.players),
      wagered: r.wagered,
      paidOut: r.paid,
      revenue: (BigInt(r.settled_stake) - BigInt(r.paid)).toString(),
    }));
  }
}
