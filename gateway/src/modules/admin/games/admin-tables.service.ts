import { AdminTaskKind, Area, Game, GameTableConfig, LockMode, TableLimits, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { conflict, notFound } from "../../../errors.js";
import { queueTask } from "../../admin-ops/tasks/queue-task.js";
import { adminMutation, nothingChanged, recordOperation } from "../operation-log/record.js";
import { fieldError, optionalText, requiredText, walletAddress } from "../validation.js";
import type { AdminTableType } from "./admin-tables.type.js";
import type { CreateTableInput, UpdateTableInput } from "./admin-tables.inputs.js";
import { susd } from "../operation-log/amounts.js";

/** The contract takes limits up to uint96 and betting windows up to a day (GameTable.setLimits, MAX_BETTING_SECONDS). */
const MAX_LIMIT = (1n << 96n) - 1n;
const MIN_BETTING_SECONDS = 5;
const MAX_BETTING_SECONDS = 86_400;
const MAX_TABLE_ID = 2_147_483_647;

export const tableSnapshot = (t: GameTableConfig) => ({
  id: t.id, name: t.name, nameJa: t.nameJa ?? null, gameId: t.gameId, areaId: t.areaId, floor: t.floor, contractAddress: t.contractAddress,
  minBet: t.minBet, maxBet: t.maxBet, noCommission: t.noCommission, enabled: t.enabled, bettingSeconds: t.bettingSeconds,
});

const toAdminTable = (t: GameTableConfig, limits?: TableLimits | null): AdminTableType => ({ ...tableSnapshot(t), roundTimeout: limits?.roundTimeout ?? null, paused: limits?.paused ?? null });

function bettingSeconds(value: number): number {
  if (!Number.isInteger(value) || value < MIN_BETTING_SECONDS || value > MAX_BETTING_SECONDS) {
    throw fieldError("bettingSeconds", `Betting time is a whole number of seconds from ${MIN_BETTING_SECONDS} to ${MAX_BETTING_SECONDS}`);
  }
  return value;
}

/** New limits as the contract will accept them: 0 < min ≤ max < 2^96. */
export function checkLimits(minBet: string, maxBet: string): { minBet: bigint; maxBet: bigint } {
  const min = BigInt(minBet);
  const max = BigInt(maxBet);
  if (min <= 0n) throw fieldError("minBet", "The minimum bet must be more than 0");
  if (max > MAX_LIMIT) throw fieldError("maxBet", "The maximum bet is larger than the contract accepts");
  if (max < min) throw fieldError("maxBet", "The maximum bet must be at least the minimum bet");
  return { minBet: min, maxBet: max };
}

async function requireArea(em: EntityManager, areaId: string): Promise<void> {
  if (!(await em.findOne(Area, { id: areaId }))) throw fieldError("areaId", `No area ${areaId}`);
}

/** Tables as the back office edits them; limits and pauses go to the contract as operator tasks. */
export class AdminTablesService {
  async list(em: EntityManager, gameId?: string | null): Promise<AdminTableType[]> {
    const rows = await em.find(GameTableConfig, gameId ? { gameId } : {}, { orderBy: { id: "asc" } });
    const limits = await this.limitsOf(em, rows.map((r) => r.contractAddress));
    return rows.map((r) => toAdminTable(r, limits.get(r.contractAddress)));
  }

  async get(em: EntityManager, id: number): Promise<AdminTableType> {
    const row = await em.findOne(GameTableConfig, { id });
    if (!row) throw notFound(`No table ${id}`);
    return toAdminTable(row, await em.findOne(TableLimits, { contractAddress: row.contractAddress }));
  }

  async create(ctx: RequestContext, input: CreateTableInput): Promise<AdminTableType> {
    if (!Number.isInteger(input.id) || input.id < 1 || input.id > MAX_TABLE_ID) throw fieldError("id", "The table id is the contract's tableId, 1 or more");
    const contractAddress = walletAddress(input.contractAddress, "contractAddress");
    const name = requiredText(input.name, "name", 64);
    const nameJa = optionalText(input.nameJa ?? "", "nameJa", 64);
    const seconds = bettingSeconds(input.bettingSeconds);
    await adminMutation(ctx, async (em) => {
      if (!(await em.findOne(Game, { id: input.gameId }))) throw fieldError("gameId", `No game ${input.gameId}`);
      await requireArea(em, input.areaId);
      if (await em.findOne(GameTableConfig, { id: input.id })) throw conflict(`Table ${input.id} is already listed`);
      if (await em.findOne(GameTableConfig, { contractAddress })) throw conflict(`The contract ${contractAddress} is already listed as another table`);
      const limits = await em.findOne(TableLimits, { contractAddress });
      if (!limits) throw fieldError("contractAddress", "No limits have been indexed for this contract: list a GameTable contract the indexer follows");
      const table = em.create(GameTableConfig, {
        id: input.id, name, nameJa, gameId: input.gameId, areaId: input.areaId, floor: input.floor, contractAddress,
        minBet: limits.minBet, maxBet: limits.maxBet, noCommission: input.noCommission, enabled: input.enabled, bettingSeconds: seconds,
      });
      recordOperation(em, ctx, { action: "table.create", targetType: "table", targetId: input.id, before: null, after: tableSnapshot(table), summary: `Listed table ${name}` });
    });
    return this.get(ctx.em.fork(), input.id);
  }

  /** Saves what the database owns at once; new limits become a table.setLimits task (the indexer brings the contract's answer back). */
  async update(ctx: RequestContext, id: number, input: UpdateTableInput): Promise<AdminTableType> {
    const name = input.name != null ? requiredText(input.name, "name", 64) : undefined;
    const nameJa = input.nameJa != null ? optionalText(input.nameJa, "nameJa", 64) : undefined;
    const seconds = input.bettingSeconds != null ? bettingSeconds(input.bettingSeconds) : undefined;
    if ((input.minBet == null) !== (input.maxBet == null)) throw fieldError(input.minBet == null ? "minBet" : "maxBet", "Give both the minimum and the maximum bet");
    const limits = input.minBet != null && input.maxBet != null ? checkLimits(input.minBet, input.maxBet) : undefined;
    await adminMutation(ctx, async (em) => {
      const table = await em.findOne(GameTableConfig, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!table) throw notFound(`No table ${id}`);
      if (input.areaId != null) await requireArea(em, input.areaId);
      const before = tableSnapshot(table);
      const changes = {
        ...(name !== undefined ? { name } : {}),
        ...(nameJa !== undefined ? { nameJa } : {}),
        ...(input.areaId != null ? { areaId: input.areaId } : {}),
        ...(input.floor != null ? { floor: input.floor } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        ...(seconds !== undefined ? { bettingSeconds: seconds } : {}),
      };
      const changed = Object.entries(changes).some(([k, v]) => before[k as keyof typeof before] !== v);
      const newLimits = limits && (limits.minBet.toString() !== table.minBet || limits.maxBet.toString() !== table.maxBet);
      if (!changed && !newLimits) return nothingChanged(em);
      if (changed) {
        Object.assign(table, changes);
        recordOperation(em, ctx, { action: "table.update", targetType: "table", targetId: id, before, after: tableSnapshot(table), summary: `Updated table ${table.name}` });
      }
      if (limits && newLimits) {
        const wanted = { minBet: limits.minBet.toString(), maxBet: limits.maxBet.toString() };
        // One line says it all: the limits asked for, with the task that carries them to the contract.
        await queueTask(em, ctx, {
          kind: AdminTaskKind.TABLE_SET_LIMITS, params: { tableId: id, ...wanted }, target: `table:${id}`, summary: `Set limits of table ${table.name}`,
          log: { action: "table.setLimits", targetType: "table", targetId: id, before: { minBet: table.minBet, maxBet: table.maxBet }, after: wanted, summary: `Asked table ${table.name}'s contract for limits ${susd(wanted.minBet)}–${susd(wanted.maxBet)}` },
        });
      }
    });
    return this.get(ctx.em.fork(), id);
  }

  /** Pauses or resumes the table's contract (betting and dealing stop on chain) through a task. */
  async setPaused(ctx: RequestContext, id: number, paused: boolean): Promise<string> {
    return adminMutation(ctx, async (em) => {
      const table = await em.findOne(GameTableConfig, { id });
      if (!table) throw notFound(`No table ${id}`);
      const limits = await em.findOne(TableLimits, { contractAddress: table.contractAddress });
      const kind = paused ? AdminTaskKind.TABLE_PAUSE : AdminTaskKind.TABLE_UNPAUSE;
      const task = await queueTask(em, ctx, {
        kind, params: { tableId: id }, target: `table:${id}`, summary: `${paused ? "Pause" : "Resume"} table ${table.name}`,
        log: { action: kind, targetType: "table", targetId: id, before: limits ? { paused: limits.paused } : null, after: { paused }, summary: `${paused ? "Pausing" : "Resuming"} table ${table.name}` },
      });
      return task.id;
    });
  }

  private async limitsOf(em: EntityManager, addresses: string[]): Promise<Map<string, TableLimits>> {
    const rows = addresses.length ? await em.find(TableLimits, { contractAddress: { $in: addresses } }) : [];
    return new Map(rows.map((r) => [r.contractAddress, r]));
  }
}
