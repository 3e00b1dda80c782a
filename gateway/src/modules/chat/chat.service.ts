import { Channel, ChatMessage, ChatMessageKind, ChatReport, GameTableConfig, notify, User, type ChatNotice, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { notFound, unauthenticated } from "../../errors.js";
import { decodeCursor, encodeCursor, pageSize } from "../../graphql/paging.js";
import { fieldError } from "../admin/validation.js";
import { chatBanActive, toAuthor } from "./chat-authors.js";
import { chatBannedError, chatRateLimited, chatRefused } from "./chat.errors.js";
import { chatBody, shownText } from "./chat-text.js";
import { asDate, rowToMessage, selectChatRows } from "./chat-rows.js";
import { ChatMessageKindName, type ChatMessageConnectionType, type ChatMessageType, type MyChatStatusType } from "./chat.type.js";

export interface ChatLimits {
  /** Lines one player may post per window. */
  messages: number;
  windowSeconds: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The player side of the chat: reading a table's lines, posting, reporting, one's own standing. */
export class ChatService {
  constructor(private readonly limits: ChatLimits) {}

  /** A table's standing lines, newest first; `after` (a cursor) pages back in time. */
  async list(em: EntityManager, tableId: number, first: number, after: string | null): Promise<ChatMessageConnectionType> {
    const size = pageSize(first);
    const params: unknown[] = [tableId];
    let where = "m.table_id = ? and m.deleted_at is null";
    if (after) {
      const [at, id] = decodeCursor(after);
      if (typeof at !== "string" || Number.isNaN(Date.parse(at)) || typeof id !== "string" || !UUID.test(id)) throw fieldError("after", "after is not a valid cursor");
      where += " and (m.created_at, m.id) < (?, ?)";
      params.push(new Date(at), id);
    }
    const rows = await selectChatRows(em, where, params, size + 1);
    const nodes = rows.slice(0, size).map(rowToMessage);
    const last = nodes.at(-1);
    return { nodes, pageInfo: { hasNextPage: rows.length > size, endCursor: last ? encodeCursor([last.postedAt.toISOString(), last.id]) : null } };
  }

  /** Posts a line for the signed-in player: checked, masked, rate-limited, stored, then pushed to every replica. */
  async post(ctx: RequestContext, tableId: number, raw: string): Promise<ChatMessageType> {
    const address = ctx.viewer?.address;
    if (!address) throw unauthenticated();
    const body = chatBody(raw);
    return ctx.em.transactional(async (em) => {
      // One poster at a time per player, on every replica, so the rate limit cannot be raced. A chat
      // line is not money: its commit does not wait for the disk (a crash loses at most the last
      // fraction of a second of chat, never a balance), which takes the flush off every post.
      await em.getConnection().execute("select pg_advisory_xact_lock(hashtext(?)), set_config('synchronous_commit', 'off', true)", [`chat:${address}`], "all", em.getTransactionContext());
      const user = await em.findOne(User, { address });
      if (!user) throw chatRefused("NOT_REGISTERED", "Register before posting in the chat");
      if (chatBanActive(user)) throw chatBannedError(user.chatBannedUntil ?? null, user.chatBanReason ?? null);
      if (!(await em.count(GameTableConfig, { id: tableId }))) throw notFound(`No table ${tableId}`);
      await this.checkRate(em, address);
      const line = em.create(ChatMessage, { tableId, kind: ChatMessageKind.PLAYER, authorAddress: address, body, shown: shownText(body) });
      await em.flush();
      await notify(em, Channel.chat, postedNotice(line, user));
      return { id: line.id, tableId, kind: ChatMessageKindName.PLAYER, author: toAuthor(user, address), text: line.shown, amount: null, postedAt: line.createdAt };
    });
  }

  private async checkRate(em: EntityManager, address: string): Promise<void> {
    const { messages, windowSeconds } = this.limits;
    const since = new Date(Date.now() - windowSeconds * 1000);
    const recent = await em.find(ChatMessage, { authorAddress: address, kind: ChatMessageKind.PLAYER, createdAt: { $gt: since } }, { fields: ["createdAt"], orderBy: { createdAt: "desc" }, limit: messages });
    if (recent.length < messages) return;
    const oldest = recent.at(-1)!.createdAt.getTime();
    throw chatRateLimited(messages, windowSeconds, Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - Date.now()) / 1000)));
  }

  /** Reports another player's line to staff (once per reporter and line). */
  async report(ctx: RequestContext, messageId: string, rawReason: string | null): Promise<boolean> {
    const address = ctx.viewer?.address;
    if (!address) throw unauthenticated();
    if (!UUID.test(messageId)) throw notFound("No such message");
    const reason = rawReason?.trim().slice(0, 200) || null;
    const line = await ctx.em.findOne(ChatMessage, { id: messageId, deletedAt: null, kind: ChatMessageKind.PLAYER });
    if (!line) throw notFound("No such message");
    if (line.authorAddress === address) throw chatRefused("OWN_MESSAGE", "You cannot report your own message");
    await ctx.em.getConnection().execute(
      `insert into chat_report (id, message_id, reporter_address, reason, created_at) values (gen_random_uuid(), ?, ?, ?, now()) on conflict (message_id, reporter_address) do nothing`,
      [line.id, address, reason],
    );
    return true;
  }

  async status(em: EntityManager, address: string): Promise<MyChatStatusType> {
    const user = await em.findOne(User, { address });
    return statusOf(address, user);
  }

  /** Open reports of a line (tests and the log). */
  openReports(em: EntityManager, messageId: string): Promise<number> {
    return em.count(ChatReport, { messageId, resolvedAt: null });
  }
}

export function statusOf(address: string, user: Pick<User, "chatBanned" | "chatBannedUntil" | "chatBanReason"> | null): MyChatStatusType {
  const banned = !!user && chatBanActive(user);
  return { id: address, canPost: !!user && !banned, banned, bannedUntil: banned ? (user!.chatBannedUntil ?? null) : null, banReason: banned ? (user!.chatBanReason ?? null) : null };
}

export function postedNotice(line: ChatMessage, user: Pick<User, "name" | "imageId" | "imageBanned"> | null): ChatNotice {
  return {
    kind: "posted",
    message: {
      id: line.id, tableId: line.tableId, kind: line.kind, authorAddress: line.authorAddress, authorName: user?.name ?? null,
      authorImageId: user && !user.imageBanned ? (user.imageId ?? null) : null, shown: line.shown, amount: line.amount ?? null, createdAt: asDate(line.createdAt).toISOString(),
    },
  };
}
