import { Channel, LockMode, Message, MessageRead, MessageState, notify, type EntityManager, type FilterQuery } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { conflict, notFound } from "../../errors.js";
import { decodeCursor, encodeCursor, pageSize } from "../../graphql/paging.js";
import { checkAccess } from "../admin/access/check-access.js";
import { adminMutation, nothingChanged, recordOperation } from "../admin/operation-log/record.js";
import { fieldError } from "../admin/validation.js";
import type { AdminMessageFilterInput, CreateMessageInput, UpdateMessageInput } from "./messages.inputs.js";
import type { AdminMessageConnectionType, AdminMessageType, MessageStateName } from "./message.type.js";
import { messageContent, messageHtml, messageTargets, messageTitle } from "./message-fields.js";
import { messageReadOnly } from "./messages.errors.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the operation log keeps of a message (a long address list as its size). */
const snapshot = (m: Message) => ({
  title: m.title, content: m.content, htmlContent: m.htmlContent ?? null, targetAll: m.targetAll,
  targetAddresses: m.targetAddresses.length <= 100 ? [...m.targetAddresses] : `${m.targetAddresses.length} addresses`,
  sendAt: m.sendAt ?? null, state: m.state,
});

const toType = (m: Message, readCount: number): AdminMessageType => ({
  id: m.id, title: m.title, content: m.content, htmlContent: m.htmlContent ?? null, targetAll: m.targetAll, targetAddresses: [...m.targetAddresses],
  sendAt: m.sendAt ?? null, state: m.state as MessageStateName, sentAt: m.sentAt ?? null, createdBy: m.createdBy, createdAt: m.createdAt, updatedAt: m.updatedAt, readCount,
});

/** Messages as staff write them: draft, publish (now, or at the send date through the operator's job), unpublish, delete. */
export class AdminMessagesService {
  async list(em: EntityManager, filter: AdminMessageFilterInput, first: number, after?: string | null): Promise<AdminMessageConnectionType> {
    const size = pageSize(first);
    const where: FilterQuery<Message>[] = [];
    if (filter.state) where.push({ state: filter.state });
    const search = filter.search?.trim();
    if (search) where.push({ $or: [{ title: { $ilike: likeText(search) } }, { content: { $ilike: likeText(search) } }] });
    if (after) {
      const [at, id] = decodeCursor(after);
      const when = typeof at === "string" ? new Date(at) : null;
      if (!when || Number.isNaN(when.getTime()) || typeof id !== "string" || !UUID.test(id)) throw fieldError("after", "after is not a valid cursor");
      where.push({ $or: [{ createdAt: { $lt: when } }, { createdAt: when, id: { $lt: id } }] });
    }
    const rows = await em.find(Message, where.length ? { $and: where } : {}, { orderBy: { createdAt: "desc", id: "desc" }, limit: size + 1 });
    const page = rows.slice(0, size);
    const reads = await this.readCounts(em, page.map((m) => m.id));
    const edges = page.map((m) => ({ cursor: encodeCursor([m.createdAt.toISOString(), m.id]), node: toType(m, reads.get(m.id) ?? 0) }));
    return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  async get(em: EntityManager, id: string): Promise<AdminMessageType> {
    const m = UUID.test(id) ? await em.findOne(Message, { id }) : null;
    if (!m) throw notFound("This message is not exist");
    return toType(m, await em.count(MessageRead, { messageId: id }));
  }

  async create(ctx: RequestContext, input: CreateMessageInput): Promise<AdminMessageType> {
    const staff = checkAccess(ctx);
    const fields = {
      title: messageTitle(input.title),
      content: messageContent(input.content),
      htmlContent: messageHtml(input.htmlContent),
      ...messageTargets(input.targetAll, input.targetAddresses),
      sendAt: input.sendAt ?? null,
    };
    const id = await adminMutation(ctx, async (em) => {
      const m = em.create(Message, { ...fields, state: MessageState.DRAFT, sentAt: null, createdBy: staff.address });
      recordOperation(em, ctx, { action: "message.create", targetType: "message", targetId: m.id, before: null, after: snapshot(m), summary: `Drafted message ${m.title}` });
      return m.id;
    });
    return this.get(ctx.em.fork(), id);
  }

  async update(ctx: RequestContext, id: string, input: UpdateMessageInput): Promise<AdminMessageType> {
    const fields: Partial<Message> = {
      ...(input.title != null ? { title: messageTitle(input.title) } : {}),
      ...(input.content != null ? { content: messageContent(input.content) } : {}),
      ...(input.htmlContent != null ? { htmlContent: messageHtml(input.htmlContent) } : {}),
      ...(input.sendAt != null ? { sendAt: input.sendAt } : input.clearSendAt ? { sendAt: null } : {}),
    };
    await this.change(ctx, id, "message.update", (m) => {
      if (m.state !== MessageState.DRAFT) throw messageReadOnly(m.state === MessageState.SENT);
      const retarget = input.targetAll != null || input.targetAddresses != null;
      if (retarget) Object.assign(m, messageTargets(input.targetAll ?? m.targetAll, input.targetAddresses ?? m.targetAddresses));
      Object.assign(m, fields);
      return `Updated message ${m.title}`;
    });
    return this.get(ctx.em.fork(), id);
  }

  /** A draft goes out now (sent) or at its send date (published; the operator's job sends it then). */
  async publish(ctx: RequestContext, id: string): Promise<AdminMessageType> {
    await this.change(ctx, id, "message.publish", async (m, em) => {
      if (m.state !== MessageState.DRAFT) throw conflict(m.state === MessageState.SENT ? "This message was already sent" : "This message is already published");
      const now = new Date();
      if (m.sendAt && m.sendAt > now) {
        m.state = MessageState.PUBLISHED;
        return `Published message ${m.title} to send at ${m.sendAt.toISOString()}`;
      }
      Object.assign(m, { state: MessageState.SENT, sentAt: now });
      await notify(em, Channel.message, { id: m.id });
      return `Sent message ${m.title}`;
    });
    return this.get(ctx.em.fork(), id);
  }

  /** A published message that has not gone out yet goes back to draft. */
  async unpublish(ctx: RequestContext, id: string): Promise<AdminMessageType> {
    await this.change(ctx, id, "message.unpublish", (m) => {
      if (m.state === MessageState.SENT) throw conflict("This message was already sent: delete it to take it back");
      if (m.state === MessageState.DRAFT) throw conflict("This message is a draft already");
      m.state = MessageState.DRAFT;
      return `Unpublished message ${m.title}`;
    });
    return this.get(ctx.em.fork(), id);
  }

  /** Deletes a message (players no longer see it, sent or not). */
  async delete(ctx: RequestContext, id: string): Promise<boolean> {
    return adminMutation(ctx, async (em) => {
      const m = await this.locked(em, id);
      recordOperation(em, ctx, { action: "message.delete", targetType: "message", targetId: id, before: snapshot(m), after: null, summary: `Deleted message ${m.title}` });
      em.remove(m);
      return true;
    });
  }

  /** Runs one change on the locked row (the operator's job cannot send it meanwhile) with its log line. */
  private async change(ctx: RequestContext, id: string, action: string, apply: (m: Message, em: EntityManager) => string | Promise<string>): Promise<void> {
    await adminMutation(ctx, async (em) => {
      const m = await this.locked(em, id);
      const before = snapshot(m);
      const summary = await apply(m, em);
      if (JSON.stringify(before) === JSON.stringify(snapshot(m))) return nothingChanged(em);
      recordOperation(em, ctx, { action, targetType: "message", targetId: id, before, after: snapshot(m), summary });
    });
  }

  private async locked(em: EntityManager, id: string): Promise<Message> {
    const m = UUID.test(id) ? await em.findOne(Message, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!m) throw notFound("This message is not exist");
    return m;
  }

  private async readCounts(em: EntityManager, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await em.getConnection().execute<{ message_id: string; n: string }[]>(`select message_id, count(*) as n from message_read where message_id in (?) group by message_id`, [ids]);
    return new Map(rows.map((r) => [r.message_id, Number(r.n)]));
  }
}
