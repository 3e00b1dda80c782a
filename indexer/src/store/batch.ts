import { arrayText, Script } from "./script.js";
import { CompiledQuery } from "kysely";
import type { EntityName } from "@mikro-orm/core";
import { whilePostgresAway, type EntityManager } from "@sunrise/db";

/** An entity as handlers see it in a batch: plain columns by property name. */
export type Row = Record<string, unknown>;
/** An entity schema of @sunrise/db (rows typed as its entity when `T` is inferred). */
type Entity<T extends object> = EntityName<T>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = EntityName<any>;

interface Column {
  prop: string;
  field: string;
  type: string;
  fromDb: (v: unknown) => unknown;
  /** Whether a value is what the column defaults to (a constant default, or null where there is none): a new row may leave it out. */
  isDefault?: (v: unknown) => boolean;
}
interface Table { name: string; pk: Column; columns: Column[]; byField: Map<string, Column> }

/** A column as Postgres describes it: its type (format_type) and, when constant, its default as text (null when it defaults to null). */
interface ColumnInfo { type: string; constantDefault?: string | null }
/** Column types and defaults come from Postgres itself, once per table and process. */
const infoOf = new Map<string, Promise<Map<string, ColumnInfo>>>();

interface TableRows {
  table: Table;
  /** The batch's identity map: every row loaded or written, by primary key. */
  rows: Map<string, Row>;
  /** Rows to upsert at flush (changed or created). */
  dirty: Set<string>;
  /** Rows created only if the database has none with their key, in order (a list: most of a busy batch's rows); one also in `dirty` is upserted instead. */
  absent: string[];
  /** Keys a prefetch should load. */
  wanted: Set<string>;
  /** Keys known not to exist in the database (loaded and missing). */
  missing: Set<string>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A value as a condition's text parameter, compared with its column as text. */
function toText(v: unknown): string | null {
  return v === null || v === undefined ? null : textOf(v, false);
}

/** The rows a batch ended with, by table: what the next batch reads before the database while this one commits. */
export type Overlay = ReadonlyMap<unknown, ReadonlyMap<string, Row>>;

/** Reads and writes: a transaction's, or (`deferred`) reads of committed state until `attach` gives the batch its transaction. */
interface BatchOptions {
  deferred?: { overlay?: Overlay };
}

/** Elements a text array literal can hold unquoted (hex, decimal, ISO times, keys); "NULL" is checked apart. */
const PLAIN = /^[0-9A-Za-z:._+-]+$/;

/** A value (not null) as Postgres reads it from text: numbers, booleans and ISO times as they are, JSON and arrays in their syntax. */
function textOf(v: unknown, json: boolean): string {
  if (typeof v === "number" || typeof v === "bigint" || typeof v === "boolean") return String(v);
  if (v instanceof Date) return v.toISOString();
  return json ? JSON.stringify(v) : Array.isArray(v) ? arrayText(v) : typeof v === "object" ? JSON.stringify(v) : String(v);
}

/**
 * One column of the rows as a text parameter, built once here (handing pg a JS array makes it
 * escape every element again), and the SQL that reads it as a text array. When every value is
 * plain text or null, a comma-separated list split by `string_to_array` (nulls as empty items):
 * Postgres splits it in about half the time it parses an array literal of long keys. Otherwise an
 * array literal, an element quoted only when it has to be.
 */
function columnParam(rows: Row[], prop: string, json: boolean): { value: string; sql: (param: string) => string } {
  const texts = new Array<string | null>(rows.length);
  let plain = true;
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i]![prop];
    const text = v === null || v === undefined ? null : textOf(v, json);
    if (plain && text !== null && !PLAIN.test(text)) plain = false;
    texts[i] = text;
  }
  // A single null would be an empty list, which string_to_array reads as no items at all.
  if (plain && (rows.length > 1 || texts[0] !== null)) return { value: texts.map((t) => t ?? "").join(","), sql: (p) => `string_to_array(${p}, ',', '')` };
  const items = texts.map((t) => (t === null ? "NULL" : PLAIN.test(t) && t.toUpperCase() !== "NULL" ? t : `"${t.replace(/["\\]/g, "\\$&")}"`));
  return { value: `{${items.join(",")}}`, sql: (p) => `${p}::text[]` };
}

/**
 * One multi-row `insert … on conflict`: a text parameter per column, cast to the column's type in
 * SQL (cheaper for Postgres than a JSON document).
 */
function upsertStatement(table: Table, columns: Column[], rows: Row[], conflict: string): [string, string[]] {
  const params = columns.map((c) => columnParam(rows, c.prop, c.type === "json" || c.type === "jsonb"));
  const sql =
    `insert into ${quote(table.name)} (${columns.map((c) => quote(c.field)).join(", ")}) ` +
    `select ${columns.map((c, i) => `u.c${i}::${c.type}`).join(", ")} from unnest(${params.map((p, i) => p.sql(`$${i + 1}`)).join(", ")}) as u(${columns.map((_, i) => `c${i}`).join(", ")}) ` +
    `on conflict (${quote(table.pk.field)}) ${conflict}`;
  return [sql, params.map((p) => p.value)];
}

/** What copy text escapes in a value: backslash, tab, newline and carriage return. */
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/**
 * Rows as COPY text: a line per row, its values tab-separated as `textOf` writes them, null as \N.
 * A column's dates are written once per distinct time (a block's rows share its timestamp).
 */
function copyText(rows: Row[], columns: Column[]): Buffer {
  const json = columns.map((c) => c.type === "json" || c.type === "jsonb");
  const lastTime = new Array<number>(columns.length);
  const lastIso = new Array<string>(columns.length);
  const last = columns.length - 1;
  let text = "";
  for (const row of rows) {
    for (let c = 0; c <= last; c++) {
      const v = row[columns[c]!.prop];
      let field: string;
      if (v === null || v === undefined) field = "\\N";
      else if (v instanceof Date) {
        const time = v.getTime();
        if (lastTime[c] !== time) [lastTime[c], lastIso[c]] = [time, v.toISOString()];
        field = lastIso[c]!;
      } else {
        field = textOf(v, json[c]!);
        if (typeof v !== "number" && typeof v !== "bigint" && COPY_SPECIAL.test(field)) field = field.replace(/[\\\t\n\r]/g, (ch) => COPY_ESCAPES[ch]!);
      }
      text += c === last ? `${field}\n` : `${field}\t`;
    }
  }
  return Buffer.from(text);
}

/**
 * One batch's rows of the chain-derived tables. A handler reads from the identity map, which the
 * dispatcher fills beforehand with one query per table for the keys the batch's events name
 * (`want` then `prefetch`), and records what it creates or changes. `flush` writes each table's
 * rows with one multi-row `insert … on conflict` statement (a text parameter per column and `unnest`), in the
 * caller's transaction, so row triggers (the hot-block undo log) see every change.
 */
export class Batch {
  private readonly tables = new Map<unknown, TableRows>();
  /** The transaction the batch writes in, or the script of its commit; until it is attached, reads see committed state through `em` (and the overlay first). */
  private writer: EntityManager | Script | undefined;
  private readonly overlay: Overlay;

  private constructor(
    private readonly em: EntityManager,
    options: BatchOptions,
  ) {
    this.writer = options.deferred ? undefined : em;
    this.overlay = options.deferred?.overlay ?? new Map();
  }

  /** From now on the batch reads and writes in this transaction, or writes into this script (and reads no more). */
  attach(writer: EntityManager | Script): void {
    this.writer = writer;
  }

  /** How many rows the batch holds. */
  size(): number {
    let n = 0;
    for (const t of this.tables.values()) n += t.rows.size;
    return n;
  }

  /** Every row the batch holds, by table, as it stands (for the next batch's overlay). */
  rows(): Overlay {
    return new Map([...this.tables].map(([entity, t]) => [entity, t.rows]));
  }

  /** Asks the next `prefetch` to load the row with this primary key. */
  want(entity: AnyEntity, key: unknown): void {
    const t = this.of(entity);
    const k = String(key);
    if (t.rows.has(k) || t.missing.has(k)) return;
    const previous = this.overlay.get(entity)?.get(k);
    if (previous) t.rows.set(k, structuredClone(previous));
    else t.wanted.add(k);
  }

  /** Loads every wanted row: one query per table. */
  async prefetch(): Promise<void> {
    for (const t of this.tables.values()) {
      if (!t.wanted.size) continue;
      const keys = [...t.wanted];
      t.wanted.clear();
      const found = await this.select(t.table, `${quote(t.table.pk.field)}::text = any($1::text[])`, [keys]);
      for (const k of keys) if (!t.rows.has(k)) t.missing.add(k);
      for (const row of found) {
        const k = String(row[t.table.pk.prop]);
        t.missing.delete(k);
        if (!t.rows.has(k)) t.rows.set(k, row);
      }
    }
  }

  /** The row with this key: from the batch, else loaded (one query; prefetch avoids it). */
  async get<T extends object>(entity: Entity<T>, key: unknown): Promise<T | undefined> {
    const t = this.of(entity);
    const k = String(key);
    if (!t.rows.has(k) && !t.missing.has(k)) {
      this.want(entity, k);
      await this.prefetch();
    }
    return t.rows.get(k) as T | undefined;
  }

  /** The rows with these keys, in their order (undefined where there is none): those the batch lacks loaded with one query. */
  async getAll<T extends object>(entity: Entity<T>, keys: readonly unknown[]): Promise<(T | undefined)[]> {
    const t = this.of(entity);
    const ks = keys.map(String);
    let wanted = false;
    for (const k of ks) {
      if (t.rows.has(k) || t.missing.has(k)) continue;
      this.want(entity, k);
      wanted = true;
    }
    if (wanted) await this.prefetch();
    return ks.map((k) => t.rows.get(k) as T | undefined);
  }

  /** Creates (or replaces) a row. */
  insert<T extends object>(entity: Entity<T>, row: T): T {
    const t = this.of(entity);
    const k = String((row as Row)[t.table.pk.prop]);
    t.rows.set(k, row as Row);
    t.missing.delete(k);
    t.dirty.add(k);
    return row;
  }

  /** Creates a row unless the database already has its key; returns false when the batch already has it. */
  insertIfAbsent<T extends object>(entity: Entity<T>, row: T): boolean {
    const t = this.of(entity);
    const k = String((row as Row)[t.table.pk.prop]);
    if (t.rows.has(k) || this.overlay.get(entity)?.has(k)) return false;
    t.rows.set(k, row as Row);
    if (t.missing.size && t.missing.has(k)) t.dirty.add(k);
    else t.absent.push(k);
    return true;
  }

  /** Marks a row of the batch as changed. */
  update<T extends object>(entity: Entity<T>, row: T): void {
    const t = this.of(entity);
    const k = String((row as Row)[t.table.pk.prop]);
    t.rows.set(k, row as Row);
    t.dirty.add(k);
  }

  /** Rows matching column values (a rare event's query): written rows first, then read, merged into the batch. */
  async findBy<T extends object>(entity: Entity<T>, where: Partial<T>): Promise<T[]> {
    const deferred = !this.writer;
    if (!deferred) await this.flush();
    const t = this.of(entity);
    const entries = Object.entries(where);
    const cond = entries.map(([prop], i) => `${quote(this.column(t.table, prop).field)}::text = $${i + 1}`).join(" and ") || "true";
    const found = await this.select(t.table, cond, entries.map(([, v]) => toText(v)));
    // Committed state lacks what this batch and the one still committing wrote: their rows answer for their keys.
    const previous = this.overlay.get(entity) ?? new Map<string, Row>();
    const adopt = (k: string, row: Row) => {
      if (t.rows.has(k)) return;
      const newer = previous.get(k);
      t.rows.set(k, newer ? structuredClone(newer) : row);
      t.missing.delete(k);
    };
    const keys = found.map((row) => {
      const k = String(row[t.table.pk.prop]);
      adopt(k, row);
      return k;
    });
    if (!deferred) return keys.map((k) => t.rows.get(k) as T);
    const matches = (row: Row) => entries.every(([prop, v]) => toText(row[prop]) === toText(v));
    for (const [k, row] of previous) if (matches(row)) adopt(k, row);
    return [...new Set([...keys, ...t.rows.keys()])].filter((k) => matches(t.rows.get(k)!)).map((k) => t.rows.get(k) as T);
  }

  /**
   * Writes every created or changed row: at most two statements per table. Into a commit script,
   * created rows are copied in (COPY costs Postgres about 40 % less than the conditional insert);
   * the script falls back to the conditional insert where it goes without copy data.
   */
  async flush(): Promise<void> {
    if (!this.writer) throw new Error("batch: flush before the batch has its transaction");
    for (const t of this.tables.values()) {
      const { table } = t;
      const absent = t.dirty.size ? t.absent.filter((k) => !t.dirty.has(k)) : t.absent;
      const dirty = [...t.dirty];
      t.absent = [];
      t.dirty.clear();
      for (const [keys, conflict] of [
        [absent, "do nothing"],
        [dirty, `do update set ${table.columns.filter((c) => c !== table.pk).map((c) => `${quote(c.field)} = excluded.${quote(c.field)}`).join(", ")}`],
      ] as const) {
        if (!keys.length) continue;
        const rows = keys.map((k) => t.rows.get(k)!);
        const created = keys === absent;
        // New rows leave out the columns all of them hold the default of (the database fills it in).
        const columns = created ? table.columns.filter((c) => !c.isDefault || !rows.every((r) => c.isDefault!(r[c.prop]))) : table.columns;
        const upsert = () => upsertStatement(table, columns, rows, conflict);
        if (created && this.writer instanceof Script) {
          this.writer.copy(`copy ${quote(table.name)} (${columns.map((c) => quote(c.field)).join(", ")}) from stdin`, copyText(rows, columns), upsert);
          continue;
        }
        await this.run(...upsert());
      }
      // Written rows are in the database now: a later `insertIfAbsent` of theirs is a no-op.
      if (t.missing.size) for (const k of t.rows.keys()) t.missing.delete(k);
    }
  }

  /** A batch over these entities' tables (their column types are read once per process). */
  static async open(em: EntityManager, entities: readonly AnyEntity[], options: BatchOptions = {}): Promise<Batch> {
    const batch = new Batch(em, options);
    for (const e of entities) await batch.resolve(e);
    return batch;
  }

  private of(entity: AnyEntity): TableRows {
    const t = this.tables.get(entity);
    if (!t) throw new Error(`batch: ${String((entity as { meta?: { className?: string } }).meta?.className ?? entity)} is not one of the batch's entities`);
    return t;
  }

  private async resolve(entity: AnyEntity): Promise<TableRows> {
    const existing = this.tables.get(entity);
    if (existing) return existing;
    const meta = this.em.getMetadata().get(entity);
    const name = meta.tableName;
    if (!infoOf.has(name)) infoOf.set(name, this.columnInfo(name));
    const info = await infoOf.get(name)!;
    const platform = this.em.getPlatform();
    const columns: Column[] = [];
    for (const prop of Object.values(meta.properties)) {
      const field = prop.fieldNames?.[0];
      const column = field ? info.get(field) : undefined;
      if (prop.persist === false || !field || !column) continue;
      // Values as MikroORM hydrates them: the pool leaves dates and custom types to the ORM.
      const custom = prop.customType;
      const fromDb =
        custom ? (v: unknown) => (v === null ? null : custom.convertToJSValue(v, platform))
        : prop.runtimeType === "Date" ? (v: unknown) => (v === null || v instanceof Date ? v : platform.parseDate(v as string))
        : (v: unknown) => v;
      const json = column.type === "json" || column.type === "jsonb";
      const fixed = column.constantDefault;
      const isDefault = fixed === undefined ? undefined : (v: unknown) => (v === null || v === undefined ? fixed === null : typeof v === "string" && !json ? v === fixed : textOf(v, json) === fixed);
      columns.push({ prop: prop.name, field, type: column.type, fromDb, isDefault });
    }
    const pk = columns.find((c) => c.prop === meta.primaryKeys[0]);
    if (!pk || meta.primaryKeys.length !== 1) throw new Error(`batch: ${name} needs a single-column primary key`);
    const table: Table = { name, pk, columns, byField: new Map(columns.map((c) => [c.field, c])) };
    const rows: TableRows = { table, rows: new Map(), dirty: new Set(), absent: [], wanted: new Set(), missing: new Set() };
    this.tables.set(entity, rows);
    return rows;
  }

  /**
   * The table's columns: type, and default when it is a constant (no function call, so the same
   * value whenever a row is inserted), evaluated to text once here.
   */
  private async columnInfo(name: string): Promise<Map<string, ColumnInfo>> {
    const rows = await this.run(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default_expr
         from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
      [name],
    );
    const info = new Map<string, ColumnInfo>();
    for (const r of rows) {
      const expr = r.default_expr as string | null;
      const value = expr === null ? null : expr.includes("(") ? undefined : ((await this.run(`select (${expr})::text as v`, []))[0]!.v as string | null);
      // A null default on a not-null column is no default at all.
      const constantDefault = value === null && r.not_null ? undefined : value;
      info.set(r.name as string, { type: r.type as string, constantDefault });
    }
    return info;
  }

  private column(table: Table, prop: string): Column {
    const c = table.columns.find((x) => x.prop === prop);
    if (!c) throw new Error(`batch: ${table.name} has no property ${prop}`);
    return c;
  }

  private async select(table: Table, where: string, params: unknown[]): Promise<Row[]> {
    const found = await this.run(`select * from ${quote(table.name)} where ${where}`, params);
    return found.map((r) => {
      const row: Row = {};
      for (const [field, value] of Object.entries(r)) {
        const c = table.byField.get(field);
        if (c) row[c.prop] = c.fromDb(value);
      }
      return row;
    });
  }

  private async run(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    // Reads outside a transaction are repeated on a new connection while Postgres is away.
    if (!(this.writer instanceof Script)) return this.writer ? runSql(this.writer, sql, params) : whilePostgresAway(() => runCommitted(this.em, sql, params));
    if (/^\s*select/i.test(sql)) throw new Error("batch: a read after the batch was handed to its commit");
    this.writer.add(sql, params);
    return [];
  }
}

/** Runs SQL with bound parameters ($1…, arrays as Postgres arrays) in the entity manager's transaction. */
export async function runSql(em: EntityManager, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const ctx = em.getTransactionContext() as { executeQuery(q: CompiledQuery): Promise<{ rows: Record<string, unknown>[] }> } | undefined;
  if (!ctx) throw new Error("runSql: outside a transaction");
  return (await ctx.executeQuery(CompiledQuery.raw(sql, params))).rows;
}

/** Runs SQL outside any transaction (a pooled connection): it sees what has committed. */
async function runCommitted(em: EntityManager, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return (await em.getKysely().executeQuery(CompiledQuery.raw(sql, params))).rows as Record<string, unknown>[];
}
