import { MessageState, type EntityManager } from "@sunrise/db";
import { notFound } from "../../errors.js";
import { decodeCursor, encodeCursor, pageSize } from "../../graphql/paging.js";
import { fieldError } from "../admin/validation.js";
import type { MessageConnectionType, PlayerMessageType } from "./message.type.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sent messages addressed to the player `?`: to every player, or to them by address (the GIN index answers `@>`). */
const FOR_PLAYER = `m.state = '${MessageState.SENT}' and (m.target_all or m.target_addresses @> array[?]::text[])`;

interface Row {
  id: string;
  title: string;
  content: string;
  html_content: string | null;
  sent_at: Date;
  read_at: Date | null;
}

const toType = (r: Row): PlayerMessageType => ({ id: r.id, title: r.title, content: r.content, htmlContent: r.html_content, sentAt: new Date(r.sent_at), read: r.read_at !== null, readAt: r.read_at ? new Date(r.read_at) : null });

/** A player's messages: only sent ones addressed to them, each with whether they read it. */
export class PlayerMessagesService {
  async list(em: EntityManager, address: string, first: number, after?: string | null, unreadOnly = false): Promise<MessageConnectionType> {
    const size = pageSize(first);
    const params: unknown[] = [address, address];
    let page = "";
    if (after) {
      const [at, id] = decodeCursor(after);
      const when = typeof at === "string" ? new Date(at) : null;
      if (!when || Number.isNaN(when.getTime()) || typeof id !== "string" || !UUID.test(id)) throw fieldError("after", "after is not a valid cursor");
      page = "and (m.sent_at, m.id) < (?, ?)";
      params.push(when, id);
    }
    const rows = await em.getConnection().execute<Row[]>(
      `select m.id, m.title, m.content, m.html_content, m.sent_at, r.read_at
         from message m left join message_read r on r.message_id = m.id and r.address = ?
        where ${FOR_PLAYER} ${unreadOnly ? "and r.read_at is null" : ""} ${page}
        order by m.sent_at desc, m.id desc limit ${size + 1}`,
      params,
    );
    const edges = rows.slice(0, size).map((r) => ({ cursor: encodeCursor([new Date(r.sent_at).toISOString(), r.id]), node: toType(r) }));
    return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null }, unreadCount: await this.unreadCount(em, address) };
  }

  /** One of the player's messages; any other (not sent, someone else's, deleted) is NOT_FOUND. */
  async get(em: EntityManager, address: string, id: string): Promise<PlayerMessageType> {
    const [row] = UUID.test(id)
      ? await em.getConnection().execute<Row[]>(
          `select m.id, m.title, m.content, m.html_content, m.sent_at, r.read_at
             from message m left join message_read r on r.message_id = m.id and r.address = ?
            where m.id = ? and ${FOR_PLAYER}`,
          [address, id, address],
        )
      : [];
    if (!row) throw notFound("This message is not exist");
    return toType(row);
  }

  /** Marks one of the player's messages read (once: the first time is kept). */
  async markRead(em: EntityManager, address: string, id: string): Promise<PlayerMessageType> {
    await this.get(em, address, id);
    await em.getConnection().execute(`insert into message_read (message_id, address, read_at) values (?, ?, now()) on conflict do nothing`, [id, address]);
    return this.get(em, address, id);
  }

  /** Marks every message the player has read; returns how many were unread. */
  async markAllRead(em: EntityManager, address: string): Promise<number> {
    const rows = await em.getConnection().execute<{ message_id: string }[]>(
      `insert into message_read (message_id, address, read_at)
       select m.id, ?, now() from message m where ${FOR_PLAYER}
       on conflict do nothing returning message_id`,
      [address, address],
    );
    return rows.length;
  }

  /** SPEC §3 Message unread count (total). */
  async unreadCount(em: EntityManager, address: string): Promise<number> {
    const [row] = await em.getConnection().execute<{ n: string }[]>(
      `select count(*) as n from message m where ${FOR_PLAYER} and not exists (select 1 from message_read r where r.message_id = m.id and r.address = ?)`,
      [address, address],
    );
    return Number(row?.n ?? 0);
  }
}
