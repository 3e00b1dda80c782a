import { AdminTaskState, Channel, notify, type AdminTaskNotice, type AdminTaskTx, type EntityManager, type Orm } from "@sunrise/db";

/** The runner's view of a claimed task. */
export interface ClaimedTask {
  id: string;
  kind: string;
  params: Record<string, unknown>;
  txs: AdminTaskTx[];
  attempts: number;
  /** The task was `running` already: a runner stopped in the middle of it. */
  resumed: boolean;
}

interface Row {
  id: string;
  kind: string;
  params: Record<string, unknown>;
  txs: AdminTaskTx[];
  attempts: number;
  was: string;
}

/** Reads and writes admin_task for the runner; every state change NOTIFYs admin_task in its transaction. */
export class TaskStore {
  constructor(
    private readonly orm: Orm,
    /** How long a claim holds a task before another runner may take it over. */
    private readonly leaseSeconds: number,
    /** This runner: a runner that lost its claim (it stalled past its lease) can no longer write. */
    private readonly runnerId: string,
  ) {}

  private async write(sql: string, params: unknown[], notice?: AdminTaskNotice): Promise<Record<string, unknown>[]> {
    return this.orm.em.fork().transactional(async (em: EntityManager) => {
      const rows = await em.getConnection().execute<Record<string, unknown>[]>(sql, params, "all", em.getTransactionContext());
      if (notice && rows.length) await notify(em, Channel.adminTask, notice);
      return rows;
    });
  }

  /** Takes the oldest new task, or a running one whose runner let its lease pass; null when none waits. */
  async claim(): Promise<ClaimedTask | null> {
    const rows = await this.orm.em.fork().transactional(async (em: EntityManager) => {
      const found = await em.getConnection().execute<Row[]>(
        `with c as (
           select id, state from admin_task
           where state = 'new' or (state = 'running' and (lease_until is null or lease_until < now()))
           order by created_at, id limit 1 for update skip locked)
         update admin_task t set state = 'running', started_at = coalesce(t.started_at, now()),
           lease_until = now() + make_interval(secs => ?), claimed_by = ?, updated_at = now()
         from c where t.id = c.id
         returning t.id, t.kind, t.params, t.txs, t.attempts, c.state as was`,
        [this.leaseSeconds, this.runnerId],
        "all",
        em.getTransactionContext(),
      );
      const row = found[0];
      if (row && row.was === AdminTaskState.NEW) await notify(em, Channel.adminTask, { id: row.id, state: AdminTaskState.RUNNING });
      return found;
    });
    const row = rows[0];
    return row ? { id: row.id, kind: row.kind, params: row.params, txs: row.txs ?? [], attempts: row.attempts, resumed: row.was === AdminTaskState.RUNNING } : null;
  }

  /**
   * Saves the task's transactions (a new one before it is broadcast) and renews the lease. Throws
   * when the task is no longer this runner's to run, so nothing is broadcast for it.
   */
  async saveTxs(task: ClaimedTask, latest: AdminTaskTx): Promise<void> {
    const rows = await this.write(
      `update admin_task set txs = ?::jsonb, tx_hash = ?, chain = ?, lease_until = now() + make_interval(secs => ?), updated_at = now()
       where id = ? and state = 'running' and claimed_by = ? returning id`,
      [JSON.stringify(task.txs), latest.hash, latest.chain, this.leaseSeconds, task.id, this.runnerId],
      { id: task.id, state: AdminTaskState.RUNNING },
    );
    if (!rows.length) throw new Error(`task ${task.id} is no longer running`);
  }

  async succeed(task: ClaimedTask): Promise<void> {
    await this.finish(task, AdminTaskState.SUCCESS, null);
  }

  async fail(task: ClaimedTask, error: string): Promise<void> {
    await this.finish(task, AdminTaskState.FAILED, error);
  }

  private async finish(task: ClaimedTask, state: AdminTaskState, error: string | null): Promise<void> {
    await this.write(
      `update admin_task set state = ?, error = ?, txs = ?::jsonb, finished_at = now(), lease_until = null, updated_at = now()
       where id = ? and state = 'running' and claimed_by = ? returning id`,
      [state, error, JSON.stringify(task.txs), task.id, this.runnerId],
      { id: task.id, state },
    );
  }

  /** Keeps the task running for another try after `retrySeconds` (a failure that was not the chain's answer). */
  async retryLater(task: ClaimedTask, error: string, retrySeconds: number): Promise<void> {
    await this.write(
      `update admin_task set attempts = attempts + 1, error = ?, txs = ?::jsonb, lease_until = now() + make_interval(secs => ?), updated_at = now()
       where id = ? and state = 'running' and claimed_by = ? returning id`,
      [error, JSON.stringify(task.txs), retrySeconds, task.id, this.runnerId],
      { id: task.id, state: AdminTaskState.RUNNING },
    );
  }
}
