import type { EntityManager } from "@sunrise/db";
import { ChatMessageKind } from "@sunrise/db";
import { toAuthor } from "./chat-authors.js";
import { ChatMessageKindName, type ChatMessageType } from "./chat.type.js";

/** A chat line joined with its author's row, as the list queries select it. */
export interface ChatRow {
  id: string;
  table_id: number;
  kind: string;
  author_address: string;
  body: string;
  shown: string;
  amount: string | null;
  created_at: Date | string;
  deleted_at: Date | string | null;
  deleted_by: string | null;
  name: string | null;
  image_id: string | null;
  image_banned: boolean | null;
  chat_banned: boolean | null;
  chat_banned_until: Date | string | null;
}

export const CHAT_ROW_COLUMNS = `m.id, m.table_id, m.kind, m.author_address, m.body, m.shown, m.amount::text as amount, m.created_at, m.deleted_at, m.deleted_by,
  u.name, u.image_id, u.image_banned, u.chat_banned, u.chat_banned_until`;
export const CHAT_ROW_FROM = `chat_message m left join app_user u on u.address = m.author_address`;

export const kindName = (kind: string): ChatMessageKindName => (kind === ChatMessageKind.BIG_WIN ? ChatMessageKindName.BIG_WIN : ChatMessageKindName.PLAYER);
export const asDate = (d: Date | string): Date => (d instanceof Date ? d : new Date(d));

export function rowToMessage(r: ChatRow): ChatMessageType {
  return {
    id: r.id,
    tableId: Number(r.table_id),
    kind: kindName(r.kind),
    author: toAuthor({ address: r.author_address, name: r.name ?? undefined, imageId: r.image_id ?? undefined, imageBanned: !!r.image_banned }, r.author_address),
    text: r.shown,
    amount: r.amount,
    postedAt: asDate(r.created_at),
  };
}

export function selectChatRows(em: EntityManager, where: string, params: unknown[], limit: number, order = "m.created_at desc, m.id desc"): Promise<ChatRow[]> {
  return em.getConnection().execute<ChatRow[]>(`select ${CHAT_ROW_COLUMNS} from ${CHAT_ROW_FROM} where ${where} order by ${order} limit ${Number(limit)}`, params);
}
