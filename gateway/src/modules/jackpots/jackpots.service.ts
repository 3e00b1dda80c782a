import { AdminTask, AdminTaskKind, AdminTaskState, Jackpot, JackpotState, JackpotTicket, LockMode, TicketSource, User, type EntityManager, type FilterQuery } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { conflict, notFound } from "../../errors.js";
import { decodeCursor, encodeCursor } from "../../graphql/paging.js";
import { checkAccess } from "../admin/access/check-access.js";
import { adminMutation, nothingChanged, recordOperation } from "../admin/operation-log/record.js";
import { dateRange, fieldError, requiredText, walletAddress } from "../admin/validation.js";
import { pageOf, pageSize, timeCursor } from "../admin-ops/paging.js";
import { toTaskType } from "../admin-ops/tasks/tasks.service.js";
import { queueTask } from "../admin-ops/tasks/queue-task.js";
import type { AdminJackpotFilterInput, AdminTicketFilterInput, CreateJackpotInput, IssueTicketsInput, UpdateJackpotInput } from "./jackpots.inputs.js";
import { susd } from "../admin/operation-log/amounts.js";
import {
  JackpotStateName, TicketSourceName,
  type AdminJackpotConnectionType, type AdminJackpotType, type AdminTicketConnectionType, type AdminTicketType, type JackpotEventType,
} from "./jackpot.type.js";

const MAX_WINNERS = 100;
const MAX_ISSUE = 1000;
const GAME_TYPES = [1, 2, 3, 4, 5, 6, 7];

const idOf = (id: string): number | null => (/^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

/** What the operation log keeps of a jackpot. */
const snapshot = (j: Jackpot) => ({
  name: j.name, level: j.level, prize: j.prize, winnersCount: j.winnersCount, wagerPerTicket: j.wagerPerTicket, gameTypes: [...j.gameTypes],
  opensAt: j.opensAt, drawAt: j.drawAt, state: j.state, cancelReason: j.cancelReason ?? null,
});

const jackpotName = (v: string) => requiredText(v, "name", 100);
function level(v: number): number {
  if (!Number.isInteger(v) || v < 1 || v > 4) throw fieldError("level", "Choose a level: 1 mega, 2 major, 3 minor or 4 mini");
  return v;
}
function prize(v: string): string {
  if (BigInt(v) <= 0n) throw fieldError("prize", "The prize must be above zero");
  return v;
}
function winnersCount(v: number): number {
  if (!Number.isInteger(v) || v < 1 || v > MAX_WINNERS) throw fieldError("winnersCount", `From 1 to ${MAX_WINNERS} winners`);
  return v;
}
function gameTypes(v: number[]): number[] {
  const unique = [...new Set(v)].sort((a, b) => a - b);
  if (unique.some((g) => !GAME_TYPES.includes(g))) throw fieldError("gameTypes", "Unknown game type");
  return unique;
}
function dates(opensAt: Date, drawAt: Date): void {
  if (drawAt.getTime() <= opensAt.getTime()) throw fieldError("drawAt", "The draw must come after the jackpot opens");
}
const future = (drawAt: Date) => {
  if (drawAt.getTime() <= Date.now()) throw fieldError("drawAt", "The draw time must be in the future");
};
/** Entries are taken while the jackpot is a draft or open and its draw time has not come. */
const takesEntries = (j: Jackpot) => (j.state === JackpotState.DRAFT || j.state === JackpotState.OPEN) && j.drawAt.getTime() > Date.now();

/** Jackpots and tickets as the back office runs them; the operator's draw job closes, draws and pays. */
export class JackpotsService {
  async list(em: EntityManager, filter: AdminJackpotFilterInput, first: number, after?: string | null): Promise<AdminJackpotConnectionType> {
    dateRange(filter.from, filter.to);
    const size = pageSize(first);
    const where: FilterQuery<Jackpot>[] = [];
    if (filter.level != null) where.push({ level: level(filter.level) });
    if (filter.state) where.push({ state: filter.state });
    if (filter.from || filter.to) where.push({ drawAt: { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lt: filter.to } : {}) } });
    if (after) {
      const { at, id } = timeCursor(after);
      const n = idOf(id);
      if (n === null) throw fieldError("after", "after is not a valid cursor");
      where.push({ $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: n } }] });
    }
    const rows = await em.find(Jackpot, where.length ? { $and: where } : {}, { orderBy: { createdAt: "desc", id: "desc" }, limit: size + 1 });
    const counts = await this.ticketCounts(em, rows.slice(0, size).map((j) => j.id));
    return pageOf(rows, size, (j) => [j.createdAt, String(j.id)], (j) => this.toType(j, counts.get(j.id) ?? 0, new Map(), []));
  }

  async get(em: EntityManager, id: string): Promise<AdminJackpotType> {
    const j = await this.find(em, id);
    const counts = await this.ticketCounts(em, [j.id]);
    const taskIds = j.winners.map((w) => w.taskId);
    const tasks = taskIds.length ? await em.find(AdminTask, { id: { $in: taskIds } }) : [];
    return this.toType(j, counts.get(j.id) ?? 0, new Map(tasks.map((t) => [t.id, t])), await this.history(em, j));
  }

  /** The owners of tickets 0..N-1 in canonical order (empty before entries close): what the browser re-draws from. */
  async entries(em: EntityManager, id: string): Promise<string[]> {
    const j = await this.find(em, id);
    if (j.ticketCount == null) return [];
    const rows = await em.getConnection().execute<{ owner: string }[]>(`select owner from jackpot_ticket where jackpot_id = ? and number is not null order by number`, [j.id]);
    return rows.map((r) => r.owner);
  }

  async create(ctx: RequestContext, input: CreateJackpotInput): Promise<AdminJackpotType> {
    const staff = checkAccess(ctx);
    const fields = {
      name: jackpotName(input.name), level: level(input.level), prize: prize(input.prize), winnersCount: winnersCount(input.winnersCount),
      wagerPerTicket: input.wagerPerTicket, gameTypes: gameTypes(input.gameTypes), opensAt: input.opensAt, drawAt: input.drawAt,
    };
    dates(fields.opensAt, fields.drawAt);
    future(fields.drawAt);
    const id = await adminMutation(ctx, async (em) => {
      const j = em.create(Jackpot, { ...fields, state: JackpotState.DRAFT, createdBy: staff.address });
      await em.flush();
      recordOperation(em, ctx, { action: "jackpot.create", targetType: "jackpot", targetId: j.id, before: null, after: snapshot(j), summary: `Drafted jackpot ${j.name}` });
      return j.id;
    });
    return this.get(ctx.em.fork(), String(id));
  }

  /** A draft changes freely; an open jackpot may only move its draw later (or be cancelled). */
  async update(ctx: RequestContext, id: string, input: UpdateJackpotInput): Promise<AdminJackpotType> {
    const fields: Partial<Jackpot> = {
      ...(input.name != null ? { name: jackpotName(input.name) } : {}),
      ...(input.level != null ? { level: level(input.level) } : {}),
      ...(input.prize != null ? { prize: prize(input.prize) } : {}),
      ...(input.winnersCount != null ? { winnersCount: winnersCount(input.winnersCount) } : {}),
      ...(input.wagerPerTicket != null ? { wagerPerTicket: input.wagerPerTicket } : {}),
      ...(input.gameTypes != null ? { gameTypes: gameTypes(input.gameTypes) } : {}),
      ...(input.opensAt != null ? { opensAt: input.opensAt } : {}),
      ...(input.drawAt != null ? { drawAt: input.drawAt } : {}),
    };
    await this.change(ctx, id, "jackpot.update", (j) => {
      if (j.state === JackpotState.OPEN) {
        const others = Object.keys(fields).filter((k) => k !== "drawAt" && JSON.stringify((fields as Record<string, unknown>)[k]) !== JSON.stringify((j as Record<string, unknown>)[k]));
        if (others.length) throw conflict("This jackpot is open: only its draw time can move later, or cancel it");
        if (fields.drawAt && fields.drawAt.getTime() < j.drawAt.getTime()) throw fieldError("drawAt", "An open jackpot's draw can only move later");
        if (j.drawAt.getTime() <= Date.now()) throw conflict("Entries have closed: the draw is under way");
      } else if (j.state !== JackpotState.DRAFT) {
        throw conflict(`This jackpot is ${j.state}: it can no longer change`);
      }
      if (fields.drawAt && fields.drawAt.getTime() !== j.drawAt.getTime()) future(fields.drawAt);
      Object.assign(j, fields);
      dates(j.opensAt, j.drawAt);
      return `Updated jackpot ${j.name}`;
    });
    return this.get(ctx.em.fork(), id);
  }

  /** Draft → open: tickets count from opensAt; the operator commits the draw's seed at once. */
  async publish(ctx: RequestContext, id: string): Promise<AdminJackpotType> {
    await this.change(ctx, id, "jackpot.publish", (j) => {
      if (j.state !== JackpotState.DRAFT) throw conflict(`This jackpot is ${j.state}, not a draft`);
      future(j.drawAt);
      Object.assign(j, { state: JackpotState.OPEN, publishedAt: new Date() });
      return `Published jackpot ${j.name}`;
    });
    return this.get(ctx.em.fork(), id);
  }

  async cancel(ctx: RequestContext, id: string, reason: string): Promise<AdminJackpotType> {
    const why = requiredText(reason, "reason", 500);
    await this.change(ctx, id, "jackpot.cancel", (j) => {
      // A draft can always be cancelled; an open jackpot until its entries close.
      if (j.state !== JackpotState.DRAFT && !takesEntries(j)) throw conflict(j.state === JackpotState.CANCELLED ? "This jackpot is already cancelled" : "Entries have closed: the jackpot can no longer be cancelled");
      Object.assign(j, { state: JackpotState.CANCELLED, cancelledAt: new Date(), cancelReason: why });
      return `Cancelled jackpot ${j.name}: ${why}`;
    });
    return this.get(ctx.em.fork(), id);
  }

  /** Queues a winner's payout again after its task failed (e.g. the treasury was short): a new jackpot.pay task with the same params. */
  async retryPayout(ctx: RequestContext, id: string, ticket: number): Promise<AdminJackpotType> {
    await adminMutation(ctx, async (em) => {
      const j = await this.locked(em, id, "id");
      if (j.state !== JackpotState.DRAWN) throw conflict(j.state === JackpotState.PAID ? "Every winner is paid" : "This jackpot is not drawn");
      const index = j.winners.findIndex((w) => w.ticket === ticket);
      const winner = j.winners[index];
      if (!winner) throw fieldError("ticket", `Ticket ${ticket} did not win`);
      const previous = await em.findOne(AdminTask, { id: winner.taskId });
      if (previous && previous.state !== AdminTaskState.FAILED) throw conflict(`The payout task is ${previous.state}: only a failed payout is queued again`);
      const task = await queueTask(em, ctx, {
        kind: AdminTaskKind.JACKPOT_PAY,
        params: { jackpotId: j.id, ticketId: winner.ticketId, player: winner.owner, to: winner.to, amount: winner.amount },
        target: `jackpot:${j.id}`,
        sameWork: { ticketId: winner.ticketId },
        summary: `Pay ${susd(winner.amount)} of jackpot ${j.name} to ${winner.to} again`,
        log: { action: "jackpot.retryPayout", targetType: "jackpot", targetId: j.id, before: { ticket, taskId: winner.taskId }, after: { ticket, amount: winner.amount, to: winner.to }, summary: `Queued the payout of ticket ${ticket} of jackpot ${j.name} again` },
      });
      j.winners = j.winners.map((w, i) => (i === index ? { ...w, taskId: task.id } : w));
    });
    return this.get(ctx.em.fork(), id);
  }

  async tickets(em: EntityManager, jackpotId: string, filter: AdminTicketFilterInput, first: number, after?: string | null): Promise<AdminTicketConnectionType> {
    const j = await this.find(em, jackpotId);
    const size = pageSize(first);
    let offset = 0;
    if (after) {
      const [n] = (() => { try { return decodeCursor(after); } catch { return []; } })();
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0) throw fieldError("after", "after is not a valid cursor");
      offset = n;
    }
    const where: FilterQuery<JackpotTicket> = { jackpotId: j.id };
    if (filter.owner?.trim()) where.owner = walletAddress(filter.owner, "owner");
    if (filter.source) where.source = filter.source;
    const [rows, totalCount] = await em.findAndCount(JackpotTicket, where, {
      orderBy: j.ticketCount != null ? [{ number: "asc" }, { id: "asc" }] : { id: "asc" },
      limit: size + 1,
      offset,
    });
    const page = rows.slice(0, size);
    const edges = page.map((row, i) => ({ cursor: encodeCursor([offset + i + 1]), node: this.ticketType(row, j) }));
    return { edges, totalCount, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  async ticket(em: EntityManager, id: string): Promise<AdminTicketType> {
    const n = idOf(id);
    const row = n === null ? null : await em.findOne(JackpotTicket, { id: n });
    if (!row) throw notFound("This ticket does not exist");
    return this.ticketType(row, await em.findOneOrFail(Jackpot, { id: row.jackpotId }));
  }

  /** Staff give a registered player `count` tickets in a jackpot still taking entries. */
  async issue(ctx: RequestContext, input: IssueTicketsInput): Promise<AdminTicketType[]> {
    const staff = checkAccess(ctx);
    const owner = walletAddress(input.address, "address");
    if (!Number.isInteger(input.count) || input.count < 1 || input.count > MAX_ISSUE) throw fieldError("count", `From 1 to ${MAX_ISSUE} tickets`);
    const reason = requiredText(input.reason, "reason", 500);
    const ids = await adminMutation(ctx, async (em) => {
      const j = await this.locked(em, input.jackpotId, "jackpotId");
      if (!takesEntries(j)) throw fieldError("jackpotId", "This jackpot no longer takes entries");
      if (!(await em.count(User, { address: owner }))) throw fieldError("address", "No player has registered with this address");
      const rows = Array.from({ length: input.count }, () => em.create(JackpotTicket, { jackpotId: j.id, owner, source: TicketSource.ISSUED, reason, issuedBy: staff.address }));
      await em.flush();
      const ticketIds = rows.map((t) => t.id);
      recordOperation(em, ctx, {
        action: "ticket.issue", targetType: "jackpot", targetId: j.id, before: null,
        after: { owner, count: input.count, reason, ticketIds: ticketIds.length <= 100 ? ticketIds : `${ticketIds[0]}–${ticketIds.at(-1)}` },
        summary: `Issued ${input.count} ticket(s) of jackpot ${j.name} to ${owner}`,
      });
      return ticketIds;
    });
    const fresh = ctx.em.fork();
    const j = await fresh.findOneOrFail(Jackpot, { id: Number(input.jackpotId) });
    const rows = await fresh.find(JackpotTicket, { id: { $in: ids } }, { orderBy: { id: "asc" } });
    return rows.map((r) => this.ticketType(r, j));
  }

  /** Voids an issued ticket before entries close (earned tickets follow the bets; they are not voided). */
  async void(ctx: RequestContext, id: string, reason: string): Promise<AdminTicketType> {
    const staff = checkAccess(ctx);
    const why = requiredText(reason, "reason", 500);
    const n = idOf(id);
    await adminMutation(ctx, async (em) => {
      const found = n === null ? null : await em.findOne(JackpotTicket, { id: n });
      if (!found) throw notFound("This ticket does not exist");
      const j = await this.locked(em, String(found.jackpotId), "id");
      const t = await em.findOneOrFail(JackpotTicket, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (t.source !== TicketSource.ISSUED) throw conflict("Earned tickets follow the bets and cannot be voided");
      if (t.voidedAt) throw conflict("This ticket is already void");
      if (!takesEntries(j)) throw conflict("Entries have closed: the ticket can no longer be voided");
      const before = { voidedAt: null, voidReason: null };
      Object.assign(t, { voidedAt: new Date(), voidedBy: staff.address, voidReason: why });
      recordOperation(em, ctx, { action: "ticket.void", targetType: "ticket", targetId: t.id, before, after: { jackpotId: j.id, owner: t.owner, voidedAt: t.voidedAt, voidReason: why }, summary: `Voided ticket ${t.id} of jackpot ${j.name}: ${why}` });
    });
    return this.ticket(ctx.em.fork(), id);
  }

  private async change(ctx: RequestContext, id: string, action: string, apply: (j: Jackpot) => string): Promise<void> {
    await adminMutation(ctx, async (em) => {
      const j = await this.locked(em, id, "id");
      const before = snapshot(j);
      const summary = apply(j);
      if (JSON.stringify(before) === JSON.stringify(snapshot(j))) return nothingChanged(em);
      recordOperation(em, ctx, { action, targetType: "jackpot", targetId: j.id, before, after: snapshot(j), summary });
    });
  }

  /** The jackpot row locked: the draw job cannot close its entries meanwhile. */
  private async locked(em: EntityManager, id: string, field: string): Promise<Jackpot> {
    const n = idOf(id);
    const j = n === null ? null : await em.findOne(Jackpot, { id: n }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!j) throw field === "id" ? notFound("This jackpot does not exist") : fieldError(field, "This jackpot does not exist");
    return j;
  }

  private async find(em: EntityManager, id: string): Promise<Jackpot> {
    const n = idOf(id);
    const j = n === null ? null : await em.findOne(Jackpot, { id: n });
    if (!j) throw notFound("This jackpot does not exist");
    return j;
  }

  private async ticketCounts(em: EntityManager, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await em.getConnection().execute<{ jackpot_id: number; n: string }[]>(
      `select jackpot_id, count(*) as n from jackpot_ticket where jackpot_id in (?) and voided_at is null group by jackpot_id`,
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.jackpot_id), Number(r.n)]));
  }

  private async history(em: EntityManager, j: Jackpot): Promise<JackpotEventType[]> {
    const rows = await em.getConnection().execute<{ created_at: Date; action: string; actor_address: string; summary: string }[]>(
      `select at as created_at, action, actor_address, summary from operation_log
        where (target_type = 'jackpot' and target_id = ?) or (target_type = 'ticket' and after ->> 'jackpotId' = ?)
        order by at`,
      [String(j.id), String(j.id)],
    );
    const events: JackpotEventType[] = rows.map((r) => ({ at: new Date(r.created_at), action: r.action, actor: r.actor_address, summary: r.summary }));
    if (j.closedAt) events.push({ at: j.closedAt, action: "closed", actor: null, summary: "Entries closed" });
    if (j.drawnAt) events.push({ at: j.drawnAt, action: "drawn", actor: null, summary: `Drawn from ${j.ticketCount ?? 0} ticket(s) with block ${j.clientSeedBlock ?? "?"}: ${j.winners.length} winner(s)` });
    if (j.paidAt) events.push({ at: j.paidAt, action: "paid", actor: null, summary: "Every winner paid" });
    return events.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  private toType(j: Jackpot, liveTickets: number, tasks: Map<string, AdminTask>, history: JackpotEventType[]): AdminJackpotType {
    const drawn = j.state === JackpotState.DRAWN || j.state === JackpotState.PAID;
    return {
      id: String(j.id), name: j.name, level: j.level, prize: j.prize, winnersCount: j.winnersCount, wagerPerTicket: j.wagerPerTicket, gameTypes: [...j.gameTypes],
      opensAt: j.opensAt, drawAt: j.drawAt, state: j.state as JackpotStateName, commitment: j.commitment ?? null,
      serverSeed: drawn ? (j.serverSeed ?? null) : null, clientSeed: j.clientSeed ?? null, clientSeedBlock: j.clientSeedBlock ?? null,
      entriesHash: j.entriesHash ?? null, ticketCount: j.ticketCount ?? liveTickets,
      winners: j.winners.map((w) => {
        const task = tasks.get(w.taskId);
        return { ...w, ticketId: String(w.ticketId), task: task ? toTaskType(task) : null };
      }),
      publishedAt: j.publishedAt ?? null, closedAt: j.closedAt ?? null, drawnAt: j.drawnAt ?? null, paidAt: j.paidAt ?? null,
      cancelledAt: j.cancelledAt ?? null, cancelReason: j.cancelReason ?? null, createdBy: j.createdBy, createdAt: j.createdAt, updatedAt: j.updatedAt, history,
    };
  }

  private ticketType(t: JackpotTicket, j: Jackpot): AdminTicketType {
    const win = j.winners.find((w) => w.ticketId === t.id);
    return {
      id: String(t.id), jackpotId: String(j.id), jackpotName: j.name, jackpotState: j.state as JackpotStateName, owner: t.owner,
      source: t.source as TicketSourceName, reason: t.reason ?? null, issuedBy: t.issuedBy ?? null, number: t.number ?? null, won: t.won,
      prize: win?.amount ?? null, voidable: t.source === TicketSource.ISSUED && !t.voidedAt && takesEntries(j),
      voidedAt: t.voidedAt ?? null, voidedBy: t.voidedBy ?? null, voidReason: t.voidReason ?? null, createdAt: t.createdAt,
    };
  }
}
