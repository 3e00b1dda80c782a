import type { EntityManager } from "@sunrise/db";
import { decodeCursor, encodeCursor, pageSize } from "../../graphql/paging.js";
import { dateRange, fieldError } from "../admin/validation.js";
import { chatBanActive } from "./chat-authors.js";
import { asDate, rowToMessage, selectChatRows, type ChatRow } from "./chat-rows.js";
import type { ChatLogConnectionType, ChatLogEntryType } from "./chat-moderation.type.js";
import type { ChatLogFilterInput } from "./chat.inputs.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL condition and parameters of a chat-log filter. */
function whereOf(f: ChatLogFilterInput): { where: string; params: unknown[] } {
  dateRange(f.from, f.to);
  const parts: string[] = ["true"];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    parts.push(condition);
    params.push(...values);
  };
  if (f.tableId != null) add("m.table_id = ?", f.tableId);
  const player = f.player?.trim();
  if (player) {
    if (player.length > 100) throw fieldError("player", "Search with at most 100 characters");
    if (/^0x[0-9a-f]{40}$/i.test(player)) add("m.author_address = ?", player.toLowerCase());
    else add("(m.author_address like ? or u.name ilike ?)", likeText(player.toLowerCase()), likeText(player));
  }
  if (f.from) add("m.created_at >= ?", f.from);
  if (f.to) add("m.created_at < ?", f.to);
  const words = f.words?.trim();
  if (words) {
    if (words.length > 100) throw fieldError("words", "Search with at most 100 characters");
    for (const word of words.split(/\s+/)) add("m.body ilike ?", likeText(word));
  }
  if (f.deleted != null) add(f.deleted ? "m.deleted_at is not null" : "m.deleted_at is null");
  return { where: parts.join(" and "), params };
}

export async function toLogEntries(em: EntityManager, rows: ChatRow[]): Promise<ChatLogEntryType[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await em.getConnection().execute<{ message_id: string; n: string }[]>(`select message_id, count(*)::text as n from chat_report where resolved_at is null and message_id in (?) group by message_id`, [ids])
    : [];
  const open = new Map(counts.map((c) => [c.message_id, Number(c.n)]));
  return rows.map((r) => {
    const m = rowToMessage(r);
    return {
      id: m.id, tableId: m.tableId, kind: m.kind, author: m.author, original: r.body, shown: r.shown, amount: m.amount, postedAt: m.postedAt,
      deletedAt: r.deleted_at ? asDate(r.deleted_at) : null, deletedBy: r.deleted_by, openReports: open.get(r.id) ?? 0,
      authorChatBanned: chatBanActive({ chatBanned: !!r.chat_banned, chatBannedUntil: r.chat_banned_until ? asDate(r.chat_banned_until) : null }),
      authorImageBanned: !!r.image_banned,
    };
  });
}

/** SPEC chat log: every line (deleted ones too), newest first, filtered by table, player, date and words. */
export async function chatLog(em: EntityManager, filter: ChatLogFilterInput, first: number, after: string | null): Promise<ChatLogConnectionType> {
  const size = pageSize(first);
  const { where, params } = whereOf(filter);
  let clause = where;
  if (after) {
    const [at, id] = decodeCursor(after);
    if (typeof at !== "string" || Number.isNaN(Date.parse(at)) || typeof id !== "string" || !UUID.test(id)) throw fieldError("after", "after is not a valid cursor");
    clause += " and (m.created_at, m.id) < (?, ?)";
    params.push(new Date(at), id);
  }
  const rows = await selectChatRows(em, clause, params, size + 1);
  const nodes = await toLogEntries(em, rows.slice(0, size));
  const last = nodes.at(-1);
  return { nodes, pageInfo: { hasNextPage: rows.length > size, endCursor: last ? encodeCursor([last.postedAt.toISOString(), last.id]) : null } };
}
