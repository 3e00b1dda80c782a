import { AdminTaskKind, GameTableConfig, raw, RoundState, TableLimits, TableRound, type EntityManager, type FilterQuery } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { conflict, notFound } from "../../../errors.js";
import { adminMutation } from "../../admin/operation-log/record.js";
import { dateRange, fieldError } from "../../admin/validation.js";
import { toRound } from "../../tables/tables.service.js";
import { connection, pageSize, timeCursor } from "../paging.js";
import { queueTask } from "../tasks/queue-task.js";
import { toTaskType, type AdminTasksService } from "../tasks/tasks.service.js";
import type { AdminTaskType } from "../tasks/task.type.js";
import { parseRoundKeys, ROUND_STATES, roundKey } from "./round-keys.js";
import type { AdminRoundFilterInput } from "./rounds.inputs.js";
import type { AdminRoundConnectionType, AdminRoundType } from "./rounds.type.js";

/** The contract's default settle deadline after betting closes, when the table's limits are not indexed yet. */
const DEFAULT_ROUND_TIMEOUT_S = 3600;
/** States a dealer can leave a round in; casino hold'em and blackjack rounds also inside their decision windows (dealt). */
const STUCK: string[] = [RoundState.OPEN, RoundState.CLOSED, RoundState.DEALT];

function where(f: AdminRoundFilterInput): FilterQuery<TableRound> {
  dateRange(f.from, f.to);
  const q: Record<string, unknown>[] = [];
  if (f.tableId !== null && f.tableId !== undefined) q.push({ tableId: f.tableId });
  if (f.from || f.to) q.push({ openedAt: { ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lt: f.to } : {}) } });
  if (f.state) {
    if (!ROUND_STATES.includes(f.state)) throw fieldError("state", `A round state is one of ${ROUND_STATES.join(", ")}`);
    q.push({ state: f.state });
  }
  if (f.withBets != null) {
    // A fresh fragment per query (MikroORM keys raw fragments by instance); the bets' round_key index answers it.
    const bets = raw((alias: string) => `exists (select 1 from table_bet b where b.round_key = ${alias}.id)`);
    q.push({ [bets]: f.withBets });
  }
  if (f.roundKeys?.length) {
    const { keys, roundIds } = parseRoundKeys(f.roundKeys);
    const any = [...(keys.length ? [{ id: { $in: keys } }] : []), ...(roundIds.length ? [{ roundId: { $in: roundIds } }] : [])];
    if (any.length) q.push({ $or: any });
  }
  return (q.length ? { $and: q } : {}) as FilterQuery<TableRound>;
}

/** Game result screen: rounds by table, date or IDs with their seeds, result, bets and payouts; stuck rounds refunded by task. */
export class AdminRoundsService {
  constructor(private readonly tasks: AdminTasksService) {}

  async list(em: EntityManager, filter: AdminRoundFilterInput, first: number, after?: string | null): Promise<AdminRoundConnectionType> {
    const size = pageSize(first);
    let q = where(filter);
    if (after) {
      const { at, id } = timeCursor(after);
      q = { $and: [q, { $or: [{ openedAt: { $lt: at } }, { openedAt: at, id: { $lt: id } }] }] } as FilterQuery<TableRound>;
    }
    const rows = await em.find(TableRound, q, { orderBy: { openedAt: "desc", id: "desc" }, limit: size + 1 });
    const nodes = await this.nodes(em, rows.slice(0, size));
    return connection(nodes, rows.length > size, (n) => [n.round.openedAt, n.id]);
  }

  async get(em: EntityManager, key: string): Promise<AdminRoundType> {
    const row = await em.findOne(TableRound, { id: roundKey(key) });
    if (!row) throw notFound(`No round ${key}`);
    return (await this.nodes(em, [row]))[0]!;
  }

  /** One statement per relation for a whole page: tables, limits, bet counts, refund tasks. */
  private async nodes(em: EntityManager, rows: TableRound[]): Promise<AdminRoundType[]> {
    if (!rows.length) return [];
    const keys = rows.map((r) => r.id);
    const [tables, limits, counts, tasks] = await Promise.all([
      em.find(GameTableConfig, { id: { $in: [...new Set(rows.map((r) => r.tableId))] } }),
      em.find(TableLimits, { contractAddress: { $in: [...new Set(rows.map((r) => r.table))] } }),
      em.getConnection().execute<{ round_key: string; bets: number; players: number }[]>(
        `select round_key, count(*)::int as bets, count(distinct player)::int as players from table_bet where round_key in (?) group by round_key`,
        [keys],
      ),
      this.tasks.ofTargets(em, keys.map((k) => `round:${k}`), AdminTaskKind.ROUND_REFUND),
    ]);
    const names = new Map(tables.map((t) => [t.id, t.name]));
    const timeouts = new Map(limits.map((l) => [l.contractAddress, l.roundTimeout]));
    const countOf = new Map(counts.map((c) => [c.round_key, c]));
    const now = Date.now();
    return rows.map((r) => {
      const closes = r.closesAt ?? r.openedAt;
      // A decision round's deadline moves with each window; the chain's settleBy is on its row.
      const deadline = r.settleBy ?? new Date(closes.getTime() + (timeouts.get(r.table) ?? DEFAULT_ROUND_TIMEOUT_S) * 1000);
      const refundableFrom = STUCK.includes(r.state) ? deadline : null;
      return {
        id: r.id,
        round: toRound(r),
        tableName: names.get(r.tableId) ?? null,
        betCount: countOf.get(r.id)?.bets ?? 0,
        playerCount: countOf.get(r.id)?.players ?? 0,
        refundableFrom,
        canRefund: refundableFrom !== null && refundableFrom.getTime() <= now,
        refundTasks: tasks.get(`round:${r.id}`) ?? [],
      };
    });
  }

  /**
   * Queues a round.refund task for a stuck round: the runner refunds a stream round that never
   * closed, forfeits any other (every bet its reserved worst case) and pays the bets page by page.
   */
  async refund(ctx: RequestContext, key: string): Promise<AdminTaskType> {
    const id = roundKey(key);
    return adminMutation(ctx, async (em) => {
      const row = await em.findOne(TableRound, { id });
      if (!row) throw notFound(`No round ${key}`);
      const [node] = await this.nodes(em, [row]);
      if (!STUCK.includes(row.state)) throw conflict(`Round ${row.roundId} of table ${row.tableId} is ${row.state}: nothing to refund`);
      // An open round waits for its deadline; a closed one may already be forfeitable (its seed left the blockhash window): the contract decides.
      if (row.state === RoundState.OPEN && !node!.canRefund) throw conflict(`Round ${row.roundId} of table ${row.tableId} can be refunded from ${node!.refundableFrom!.toISOString()}`);
      const before = { state: row.state, totalStaked: row.totalStaked ?? null, betCount: node!.betCount };
      const task = await queueTask(em, ctx, {
        kind: AdminTaskKind.ROUND_REFUND,
        params: { roundKey: id, tableId: row.tableId, roundId: row.roundId },
        target: `round:${id}`,
        summary: `Refund round ${row.roundId} of table ${row.tableId}`,
        log: { action: "round.refund", targetType: "round", targetId: id, before, after: { ...before, refund: "queued" }, summary: `Refund round ${row.roundId} of table ${row.tableId}` },
      });
      return toTaskType(task);
    });
  }
}
