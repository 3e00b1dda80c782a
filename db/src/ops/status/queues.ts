import type { EntityManager } from "@mikro-orm/postgresql";

/** Work waiting in a queue: how much, and how long the oldest has waited. */
export interface QueueStatus {
  pending: number;
  /** Of the pending, the ones being worked on now (a task a runner holds; a transfer validators vote on). */
  inProgress: number;
  /** Seconds the oldest pending item has waited; null when none waits. */
  oldestAgeSeconds: number | null;
}

interface Row {
  pending: number;
  in_progress: number;
  oldest: string | null;
}

const toStatus = (row: Row | undefined): QueueStatus => ({
  pending: row?.pending ?? 0,
  inProgress: row?.in_progress ?? 0,
  oldestAgeSeconds: row?.oldest == null ? null : Math.max(0, Math.floor(Number(row.oldest))),
});

/** Back-office tasks not finished: new ones wait for a runner, running ones are held by one (sunrise_operator_task_queue counts the new). */
export async function taskQueueStatus(em: EntityManager): Promise<QueueStatus & { waiting: number }> {
  const [row] = await em.getConnection().execute<(Row & { waiting: number })[]>(
    `select count(*)::int as pending, count(*) filter (where state = 'running')::int as in_progress,
            count(*) filter (where state = 'new')::int as waiting, extract(epoch from now() - min(created_at)) as oldest
     from admin_task where state in ('new', 'running')`,
  );
  return { ...toStatus(row), waiting: row?.waiting ?? 0 };
}

/** Bridge transfers not minted yet: withdrawn and waiting for votes, or voted and claimable. */
export async function bridgeQueueStatus(em: EntityManager): Promise<QueueStatus> {
  const [row] = await em.getConnection().execute<Row[]>(
    `select count(*)::int as pending, count(*) filter (where votes > 0)::int as in_progress, extract(epoch from now() - min(created_at)) as oldest
     from bridge_process where status <> 2`,
  );
  return toStatus(row);
}
