import { Channel, notify, User, type EntityManager } from "@sunrise/db";
import { postedNotice } from "./chat.service.js";

interface Announced {
  id: string;
  table_id: number;
  author_address: string;
  amount: string;
  created_at: Date;
}

/**
 * When a round settles, announces at its table every bet whose net win reaches the back office's
 * threshold. Every replica hears the round; the bet id is the line's unique source key, so the line
 * is written (and pushed) once.
 */
export async function announceBigWins(em: EntityManager, roundKey: string): Promise<number> {
  return em.transactional(async (tx) => {
    const rows = await tx.getConnection().execute<Announced[]>(
      `with threshold as (select big_win_threshold as t from chat_settings where id = 1 and big_win_threshold is not null),
            wins as (
              select b.id, b.table_id, b.payout - b.amount - b.extra_stake as win,
                     coalesce((select u.address from app_user u where u.sunc_address = b.player or u.address = b.player limit 1), b.player) as author
                from table_bet b join table_round r on r.id = b.round_key, threshold
               where b.round_key = ? and r.state = 'settled' and not b.refunded and b.payout is not null and b.payout - b.amount - b.extra_stake >= threshold.t)
       insert into chat_message (id, table_id, kind, author_address, body, shown, amount, source_key, created_at)
       select gen_random_uuid(), table_id, 'big_win', author, '', '', win, 'bet:' || id, now() from wins
       on conflict (source_key) do nothing
       returning id, table_id, author_address, amount::text as amount, created_at`,
      [roundKey], "all", tx.getTransactionContext(),
    );
    if (!rows.length) return 0;
    const users = new Map((await tx.find(User, { address: { $in: rows.map((r) => r.author_address) } })).map((u) => [u.address, u]));
    for (const r of rows) {
      const line = { id: r.id, tableId: Number(r.table_id), kind: "big_win", authorAddress: r.author_address, shown: "", amount: r.amount, createdAt: new Date(r.created_at) };
      await notify(tx, Channel.chat, postedNotice(line as never, users.get(r.author_address) ?? null));
    }
    return rows.length;
  });
}
