import type { EntityManager } from "@mikro-orm/postgresql";

/** A bridge validator's votes as the chains recorded them. */
export interface ValidatorVotes {
  validator: string;
  votes: number;
  lastVoteAt: Date;
  /** The withdrawal its latest vote was for, and the chain it was cast on. */
  lastWithdrawalId: string;
  lastChainId: number;
}

/** Every validator that has voted, with its latest vote. */
export async function validatorVotes(em: EntityManager): Promise<ValidatorVotes[]> {
  const rows = await em.getConnection().execute<{ validator: string; votes: number; last_at: Date; withdrawal_id: string; chain_id: number }[]>(
    `select distinct on (validator) validator, count(*) over (partition by validator)::int as votes, voted_at as last_at, withdrawal_id, chain_id
     from bridge_vote order by validator, voted_at desc, id desc`,
  );
  return rows.map((r) => ({ validator: r.validator, votes: r.votes, lastVoteAt: new Date(r.last_at), lastWithdrawalId: r.withdrawal_id, lastChainId: r.chain_id }));
}
