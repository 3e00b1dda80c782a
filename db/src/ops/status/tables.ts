import type { EntityManager } from "@mikro-orm/postgresql";

/** The contract's default settle deadline after betting closes, for a table whose limits are not indexed yet. */
const DEFAULT_ROUND_TIMEOUT_S = 3600;

/** A table as the dealer left it: its latest round, and rounds past their settle deadline unrevealed. */
export interface TableDealerStatus {
  tableId: number;
  name: string;
  enabled: boolean;
  paused: boolean;
  lastRoundId: number | null;
  /** open, closed, dealt, revealed, settled, refunded or forfeited. */
  lastRoundState: string | null;
  lastRoundOpenedAt: Date | null;
  /** When betting on the latest round closes (block time). */
  bettingClosesAt: Date | null;
  /** Rounds still open, closed or dealt after their settle deadline: anyone may forfeit or refund them. */
  stuckRounds: number;
}

interface Row {
  id: number;
  name: string;
  enabled: boolean;
  paused: boolean | null;
  round_id: number | null;
  state: string | null;
  opened_at: Date | null;
  closes_at: Date | null;
  stuck: number;
}

/** Every table's dealer state, by table id. */
export async function tableDealerStatus(em: EntityManager): Promise<TableDealerStatus[]> {
  const rows = await em.getConnection().execute<Row[]>(
    `select t.id, t.name, t.enabled, l.paused, r.round_id, r.state, r.opened_at, r.closes_at,
       (select count(*)::int from table_round s
         where s.table_id = t.id and s.state in ('open', 'closed', 'dealt')
           and coalesce(s.settle_by, coalesce(s.closes_at, s.opened_at) + make_interval(secs => coalesce(l.round_timeout, ?))) <= now()) as stuck
     from game_table t
     left join table_limits l on l.contract_address = t.contract_address
     left join lateral (select round_id, state, opened_at, closes_at from table_round r where r.table_id = t.id order by r.round_id desc limit 1) r on true
     order by t.id`,
    [DEFAULT_ROUND_TIMEOUT_S],
  );
  return rows.map((r) => ({
    tableId: r.id,
    name: r.name,
    enabled: r.enabled,
    paused: r.paused ?? false,
    lastRoundId: r.round_id,
    lastRoundState: r.state,
    lastRoundOpenedAt: r.opened_at ? new Date(r.opened_at) : null,
    bettingClosesAt: r.closes_at ? new Date(r.closes_at) : null,
    stuckRounds: r.stuck,
  }));
}
