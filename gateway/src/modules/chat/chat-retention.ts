import type { Orm } from "@sunrise/db";

/** Deletes chat lines (and their reports) older than the retention; returns how many went. */
export async function pruneChat(orm: Orm, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const res = await orm.em.fork().getConnection().execute<{ affectedRows?: number }>(`delete from chat_message where created_at < ?`, [before], "run");
  return Number((res as { affectedRows?: number }).affectedRows ?? 0);
}

/** Prunes now and then every `everyMinutes`; any replica may run it (a delete by date is idempotent). */
export function startChatRetention(orm: Orm, retentionDays: number, everyMinutes: number, onError: (e: unknown) => void): { stop(): void } {
  const run = () => void pruneChat(orm, retentionDays).catch(onError);
  run();
  const timer = setInterval(run, everyMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
