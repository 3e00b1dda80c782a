import { Channel, ChatMessage, ChatReport, ChatSettings, LockMode, notify, User, UserTypeCode, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { conflict, notFound } from "../../errors.js";
import { checkAccess } from "../admin/access/check-access.js";
import { adminMutation, nothingChanged, recordOperation } from "../admin/operation-log/record.js";
import { fieldError, requiredText, walletAddress } from "../admin/validation.js";
import { decodeCursor, encodeCursor, pageSize } from "../../graphql/paging.js";
import { chatLog, toLogEntries } from "./chat-log.js";
import { selectChatRows } from "./chat-rows.js";
import { statusOf } from "./chat.service.js";
import type { ChatLogConnectionType, ChatLogEntryType, ChatReportConnectionType, ChatSettingsType } from "./chat-moderation.type.js";
import type { ChatLogFilterInput } from "./chat.inputs.js";
import type { MyChatStatusType } from "./chat.type.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A chat ban lasts at most a year; longer is "until lifted" (no duration). */
const MAX_BAN_HOURS = 24 * 365;

const banSnapshot = (u: User) => ({ chatBanned: u.chatBanned, chatBannedUntil: u.chatBannedUntil ?? null, chatBanReason: u.chatBanReason ?? null });

/** Staff work on the chat (SPEC chat log, chat ban, image ban): every change in the operation log, in its transaction. */
export class ChatModerationService {
  constructor(private readonly retentionDays: number) {}

  log(em: EntityManager, filter: ChatLogFilterInput, first: number, after: string | null): Promise<ChatLogConnectionType> {
    return chatLog(em, filter, first, after);
  }

  async entry(em: EntityManager, id: string): Promise<ChatLogEntryType> {
    if (!UUID.test(id)) throw notFound("No such chat message");
    const [row] = await selectChatRows(em, "m.id = ?", [id], 1);
    if (!row) throw notFound("No such chat message");
    return (await toLogEntries(em, [row]))[0]!;
  }

  /** Deletes a line for everyone at once; its open reports close as handled. */
  async deleteMessage(ctx: RequestContext, id: string): Promise<ChatLogEntryType> {
    const staff = checkAccess(ctx);
    if (!UUID.test(id)) throw notFound("No such chat message");
    await adminMutation(ctx, async (em) => {
      const line = await em.findOne(ChatMessage, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!line) throw notFound("No such chat message");
      if (line.deletedAt) return nothingChanged(em);
      line.deletedAt = new Date();
      line.deletedBy = staff.address;
      await em.nativeUpdate(ChatReport, { messageId: id, resolvedAt: null }, { resolvedAt: line.deletedAt, resolvedBy: staff.address, resolution: "deleted" });
      recordOperation(em, ctx, {
        action: "chat.delete", targetType: "chat_message", targetId: id, before: { text: line.body, author: line.authorAddress, tableId: line.tableId }, after: null,
        summary: `Deleted a chat line of ${line.authorAddress} at table ${line.tableId}`,
      });
      await notify(em, Channel.chat, { kind: "deleted", tableId: line.tableId, ids: [id] });
    });
    return this.entry(ctx.em.fork(), id);
  }

  /** Bans a player from posting for `hours` (null: until lifted), with the reason they will see. */
  async chatBan(ctx: RequestContext, rawAddress: string, hours: number | null, rawReason: string): Promise<MyChatStatusType> {
    const address = walletAddress(rawAddress);
    if (hours !== null && (!Number.isInteger(hours) || hours < 1 || hours > MAX_BAN_HOURS)) throw fieldError("hours", `Ban for 1 to ${MAX_BAN_HOURS} hours, or leave it open until lifted`);
    const reason = requiredText(rawReason, "reason", 500);
    return this.changeBan(ctx, address, (user) => {
      user.chatBanned = true;
      user.chatBannedUntil = hours === null ? null : new Date(Date.now() + hours * 3_600_000);
      user.chatBanReason = reason;
      return { action: "chat.ban", summary: `Chat ban ${hours === null ? "until lifted" : `for ${hours} h`} for ${address}: ${reason}` };
    });
  }

  async liftChatBan(ctx: RequestContext, rawAddress: string): Promise<MyChatStatusType> {
    const address = walletAddress(rawAddress);
    return this.changeBan(ctx, address, (user) => {
      user.chatBanned = false;
      user.chatBannedUntil = null;
      user.chatBanReason = null;
      return { action: "chat.unban", summary: `Lifted the chat ban of ${address}` };
    });
  }

  private async changeBan(ctx: RequestContext, address: string, change: (user: User) => { action: string; summary: string }): Promise<MyChatStatusType> {
    const user = await adminMutation(ctx, async (em) => {
      const user = await this.player(em, ctx, address);
      const before = banSnapshot(user);
      const { action, summary } = change(user);
      const after = banSnapshot(user);
      if (JSON.stringify(before) === JSON.stringify(after)) return (nothingChanged(em), user);
      recordOperation(em, ctx, { action, targetType: "user", targetId: address, before, after, summary });
      await notify(em, Channel.chat, { kind: "ban", address });
      return user;
    });
    return statusOf(address, user);
  }

  /** Sets or lifts the image ban: the player's photo disappears from every chat (and profile) at once. */
  async setImageBan(ctx: RequestContext, rawAddress: string, banned: boolean): Promise<boolean> {
    const address = walletAddress(rawAddress);
    await adminMutation(ctx, async (em) => {
      const user = await this.player(em, ctx, address);
      if (user.imageBanned === banned) return nothingChanged(em);
      user.imageBanned = banned;
      recordOperation(em, ctx, { action: banned ? "chat.imageBan" : "chat.imageUnban", targetType: "user", targetId: address, before: { imageBanned: !banned }, after: { imageBanned: banned }, summary: `${banned ? "Image ban" : "Lifted the image ban"} for ${address}` });
      await notify(em, Channel.chat, { kind: "author", address });
    });
    return banned;
  }

  private async player(em: EntityManager, ctx: RequestContext, address: string): Promise<User> {
    const user = await em.findOne(User, { address }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw notFound(`No player ${address}`);
    if (address === ctx.viewer?.address) throw conflict("You cannot ban your own account");
    if (user.userType !== UserTypeCode.NORMAL) throw conflict("This is a staff account: remove its staff rights under Administrators first");
    return user;
  }

  /** The report queue: open reports oldest first (or handled ones, newest first). */
  async reports(em: EntityManager, open: boolean, first: number, after: string | null): Promise<ChatReportConnectionType> {
    const size = pageSize(first);
    const params: unknown[] = [];
    let where = open ? "r.resolved_at is null" : "r.resolved_at is not null";
    const order = open ? "asc" : "desc";
    if (after) {
      const [at, id] = decodeCursor(after);
      if (typeof at !== "string" || Number.isNaN(Date.parse(at)) || typeof id !== "string" || !UUID.test(id)) throw fieldError("after", "after is not a valid cursor");
      where += ` and (r.created_at, r.id) ${open ? ">" : "<"} (?, ?)`;
      params.push(new Date(at), id);
    }
    const reports = await em.getConnection().execute<{ id: string; message_id: string; reporter_address: string; reason: string | null; created_at: Date; resolved_at: Date | null; resolution: string | null }[]>(
      `select r.id, r.message_id, r.reporter_address, r.reason, r.created_at, r.resolved_at, r.resolution from chat_report r where ${where} order by r.created_at ${order}, r.id ${order} limit ${size + 1}`,
      params,
    );
    const page = reports.slice(0, size);
    const rows = page.length ? await selectChatRows(em, "m.id in (?)", [page.map((r) => r.message_id)], page.length) : [];
    const entries = new Map((await toLogEntries(em, rows)).map((e) => [e.id, e]));
    const nodes = page.map((r) => ({ id: r.id, message: entries.get(r.message_id)!, reporter: r.reporter_address, reason: r.reason, reportedAt: new Date(r.created_at), resolvedAt: r.resolved_at ? new Date(r.resolved_at) : null, resolution: r.resolution }));
    const last = nodes.at(-1);
    return { nodes, pageInfo: { hasNextPage: reports.length > size, endCursor: last ? encodeCursor([last.reportedAt.toISOString(), last.id]) : null } };
  }

  /** Closes a report without touching its line. */
  async dismissReport(ctx: RequestContext, id: string): Promise<boolean> {
    const staff = checkAccess(ctx);
    if (!UUID.test(id)) throw notFound("No such report");
    await adminMutation(ctx, async (em) => {
      const report = await em.findOne(ChatReport, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!report) throw notFound("No such report");
      if (report.resolvedAt) return nothingChanged(em);
      Object.assign(report, { resolvedAt: new Date(), resolvedBy: staff.address, resolution: "dismissed" });
      recordOperation(em, ctx, { action: "chat.report.dismiss", targetType: "chat_report", targetId: id, before: { messageId: report.messageId, reporter: report.reporterAddress }, after: { resolution: "dismissed" }, summary: `Dismissed a report of chat line ${report.messageId}` });
    });
    return true;
  }

  async settings(em: EntityManager): Promise<ChatSettingsType> {
    const row = await em.findOne(ChatSettings, { id: 1 });
    return { id: "chat", bigWinThreshold: row?.bigWinThreshold ?? null, retentionDays: this.retentionDays };
  }

  /** Sets the big-win threshold in token units (null: no announcements). */
  async updateSettings(ctx: RequestContext, threshold: string | null): Promise<ChatSettingsType> {
    if (threshold !== null && !(/^\d{1,60}$/.test(threshold) && BigInt(threshold) > 0n)) throw fieldError("bigWinThreshold", "Enter a positive amount, or none to turn announcements off");
    await adminMutation(ctx, async (em) => {
      const row = await em.findOne(ChatSettings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const before = row?.bigWinThreshold ?? null;
      if (before === threshold) return nothingChanged(em);
      if (row) row.bigWinThreshold = threshold;
      else em.create(ChatSettings, { id: 1, bigWinThreshold: threshold });
      recordOperation(em, ctx, { action: "chat.settings", targetType: "chat_settings", targetId: 1, before: { bigWinThreshold: before }, after: { bigWinThreshold: threshold }, summary: `Big-win announcements ${threshold === null ? "off" : `from ${threshold} token units`}` });
    });
    return this.settings(ctx.em.fork());
  }
}
