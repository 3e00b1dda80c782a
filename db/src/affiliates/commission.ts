import type { EntityManager } from "@mikro-orm/postgresql";

/** One affiliate's commission on one referred player over a window. */
export interface CommissionRow {
  affiliate: string;
  player: string;
  bets: number;
  wagered: bigint;
  theoretical: bigint;
  rateBps: number;
  commission: bigint;
}

/**
 * Commission per referred player over [from, to): every bet of the player's game wallet settled
 * (its round settled) in the window and not refunded — forfeited rounds' bets count, refunded ones
 * do not — times its game's house edge (ppm) times the affiliate's rate (bps), floored once per
 * player and day. A suspended affiliate earns nothing on bets settled from its suspension.
 * The edges are whole numbers written in as a VALUES list; ? 1 from, 2 to, 3–4 the affiliate to count (null: all).
 */
const commissionSql = (edges: string) => `
with edges(game_type, ppm) as (values ${edges}),
bets as (
  select rf.affiliate, rf.player, a.rate_bps, (b.amount + b.extra_stake) as stake, coalesce(e.ppm, 0) as ppm
    from table_bet b
    join table_round r on r.id = b.round_key
    join app_user u on u.sunc_address = b.player
    join referral rf on rf.player = u.address
    join affiliate a on a.address = rf.affiliate
    left join edges e on e.game_type = r.game_type
   where r.settled_at >= ? and r.settled_at < ? and not b.refunded and b.payout is not null
     and (a.suspended_at is null or r.settled_at < a.suspended_at)
     and (?::text is null or rf.affiliate = ?::text)
)
select affiliate, player, min(rate_bps)::int as rate_bps, count(*)::int as bets, sum(stake)::text as wagered,
       sum(stake * ppm)::text as edge_ppm
  from bets group by affiliate, player order by affiliate, player`;

export async function commissionRows(em: EntityManager, edges: Readonly<Record<number, number>>, from: Date, to: Date, affiliate: string | null = null): Promise<CommissionRow[]> {
  const values = Object.entries(edges).map(([type, ppm]) => {
    if (!Number.isInteger(Number(type)) || !Number.isInteger(ppm)) throw new Error(`house edge ${type}: ${ppm} is not a whole number`);
    return `(${Number(type)}, ${ppm}::bigint)`;
  });
  const rows = await em.getConnection().execute<{ affiliate: string; player: string; rate_bps: number; bets: number; wagered: string; edge_ppm: string }[]>(
    commissionSql(values.join(", ") || "(0, 0::bigint)"), [from, to, affiliate, affiliate], "all", em.getTransactionContext(),
  );
  return rows.map((r) => {
    const edgePpm = BigInt(r.edge_ppm);
    return {
      affiliate: r.affiliate, player: r.player, bets: r.bets, wagered: BigInt(r.wagered), rateBps: r.rate_bps,
      theoretical: edgePpm / 1_000_000n,
      commission: (edgePpm * BigInt(r.rate_bps)) / 10_000_000_000n,
    };
  });
}

/** The UTC day a moment falls in, and the next one. */
export function utcDay(at: Date): { day: string; from: Date; to: Date } {
  const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { day: from.toISOString().slice(0, 10), from, to: new Date(from.getTime() + 86_400_000) };
}

/** SPEC §9: a day's affiliate amounts show at 0:30 UTC the next day. */
export const PUBLISH_DELAY_MS = 30 * 60_000;
