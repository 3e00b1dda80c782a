import type { EntityManager } from "@mikro-orm/postgresql";

/** The house's result over a window: the settled bets of table rounds settled in [from, to), refunds left out. */
export interface HouseNet {
  bets: number;
  wagered: bigint;
  paidOut: bigint;
  net: bigint;
}

/**
 * The bets a staking round's reward is computed from, in one statement anyone can run on the
 * indexed tables: every bet (extra stakes of decisions included) of a table round settled in
 * [from, to) that was paid (its entry of a PagePaid, 0 for a loss) and not refunded.
 */
export const HOUSE_NET_SQL = `
select count(*)::int as bets,
       coalesce(sum(b.amount + b.extra_stake), 0)::text as wagered,
       coalesce(sum(b.payout), 0)::text as paid_out
  from table_bet b join table_round r on r.id = b.round_key
 where r.settled_at >= ? and r.settled_at < ? and not b.refunded and b.payout is not null`;

export async function houseNet(em: EntityManager, from: Date, to: Date): Promise<HouseNet> {
  const [row] = await em.getConnection().execute<{ bets: number; wagered: string; paid_out: string }[]>(HOUSE_NET_SQL, [from, to], "all", em.getTransactionContext());
  const wagered = BigInt(row?.wagered ?? "0");
  const paidOut = BigInt(row?.paid_out ?? "0");
  return { bets: row?.bets ?? 0, wagered, paidOut, net: wagered - paidOut };
}

export const BPS = 10_000n;

/** A round's reward: its share of the house's net result, never negative (a losing round pays nothing and carries nothing over). */
export const roundReward = (net: bigint, shareBps: number): bigint => (net > 0n ? (net * BigInt(shareBps)) / BPS : 0n);

/**
 * Where a round's revenue window starts: where the last published window ended, so every settled
 * bet counts in exactly one round; the round's own start when none was published before it.
 */
export async function roundWindowStart(em: EntityManager, roundId: number, roundStartedAt: Date): Promise<Date> {
  const [row] = await em.getConnection().execute<{ to: Date | null }[]>(
    `select max(window_to) as "to" from staking_round_figures where round_id < ?`, [roundId], "all", em.getTransactionContext(),
  );
  return row?.to ? new Date(row.to) : roundStartedAt;
}
