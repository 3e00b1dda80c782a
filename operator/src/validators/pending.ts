import { BridgeProcess, BridgeStatus, type EntityManager } from "@sunrise/db";

/**
 * Indexed withdrawals (source side known) that are not minted and that this validator has not voted on.
 * The votes are ruled out in the database: a validator polls several times a second, and reading
 * every vote it ever cast on each pass grew with the bridge's history.
 */
export async function pendingFor(em: EntityManager, validator: string, limit = 50): Promise<BridgeProcess[]> {
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `select p.id from bridge_process p
      where p.status <> ? and p.withdraw_tx_hash is not null
        and not exists (select 1 from bridge_vote v where v.withdrawal_id = p.id and v.validator = ?)
      order by p.created_at asc limit ?`,
    [BridgeStatus.DONE, validator.toLowerCase(), limit],
  );
  if (rows.length === 0) return [];
  return em.find(BridgeProcess, { id: { $in: rows.map((r) => r.id) } }, { orderBy: { createdAt: "asc" } });
}
