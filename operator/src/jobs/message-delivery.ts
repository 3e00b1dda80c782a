import { Channel, MessageState, type Orm } from "@sunrise/db";

/**
 * Sends published messages whose send date has come: one statement moves each due message to
 * `sent` and queues its `message` NOTIFY in the same transaction. A row changes state once (the
 * update re-checks `published` under the row lock), so however many operators run this, and
 * whenever one restarts, each message is sent and announced exactly once.
 */
export const DELIVER_DUE_SQL = `
with due as (
  update message set state = '${MessageState.SENT}', sent_at = now(), updated_at = now()
   where state = '${MessageState.PUBLISHED}' and send_at <= now()
  returning id
)
select id, pg_notify('${Channel.message}', json_build_object('id', id)::text) from due`;

export class MessageDelivery {
  constructor(private readonly orm: Orm) {}

  /** Sends what is due; returns the ids it sent. */
  async tick(): Promise<string[]> {
    const rows = await this.orm.em.fork().getConnection().execute<{ id: string }[]>(DELIVER_DUE_SQL);
    return rows.map((r) => r.id);
  }
}
