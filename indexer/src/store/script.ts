/** Rows copied into a table: the COPY statement, the rows as copy text, and a statement (with `$1`… parameters) writing the same rows without copy data. */
interface CopyIn {
  sql: string;
  data: Buffer;
  fallback: () => [sql: string, params: unknown[]];
}

/**
 * Statements sent to Postgres as one simple query, their parameters written in as literals: a
 * group's whole commit (rows, rollups, rankings, head, notices) is one round trip, so it does not
 * wait for the handlers' thread between statements. Rows may be copied in (`copy`): sent with
 * their copy data (`text(true)` and `copyData`) the script still takes one round trip; sent
 * without, each copy becomes its fallback statement.
 */
export class Script {
  private readonly statements: (string | CopyIn)[] = [];

  /** A statement with `$1`… parameters (as `runSql` takes them). */
  add(sql: string, params: unknown[]): void {
    this.statements.push(inline(sql, params));
  }

  /** Rows copied in by `sql` (a `copy … from stdin`) with `data` (copy text), or written by the statement `fallback` gives (made only if needed). */
  copy(sql: string, data: Buffer, fallback: () => [sql: string, params: unknown[]]): void {
    this.statements.push({ sql, data, fallback });
  }

  /** Each copy's data, in the order of the statements. */
  copyData(): Buffer[] {
    return this.statements.filter((s): s is CopyIn => typeof s !== "string").map((s) => s.data);
  }

  /** The statements, in order, as one query text: copies as COPY statements when the copy data goes with it, else as their fallbacks. */
  text(withCopyData = false): string {
    return this.statements.map((s) => (typeof s === "string" ? s : withCopyData ? s.sql : inline(...s.fallback()))).join(";\n");
  }
}

/** A statement with its `$1`… parameters written in as literals. */
function inline(sql: string, params: unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i >= params.length) throw new Error(`script: $${n} has no parameter`);
    return literal(params[i]);
  });
}

/**
 * A value as a Postgres literal of unknown type, as a bound parameter would be: an escape string
 * (the same whatever standard_conforming_strings is), arrays in array syntax, dates in ISO form.
 */
const QUOTED = /[\\']/;

export function literal(v: unknown): string {
  if (v === null || v === undefined) return "NULL";
  const text = Array.isArray(v) ? arrayText(v) : v instanceof Date ? v.toISOString() : typeof v === "object" ? JSON.stringify(v) : String(v);
  return `E'${QUOTED.test(text) ? text.replace(/[\\']/g, (c) => (c === "'" ? "''" : "\\\\")) : text}'`;
}

/** An array in Postgres array syntax: numbers bare, nested arrays nested, anything else quoted. */
export function arrayText(v: unknown[]): string {
  return `{${v
    .map((x) =>
      x === null || x === undefined ? "NULL"
      : typeof x === "number" || typeof x === "bigint" ? String(x)
      : Array.isArray(x) ? arrayText(x)
      : `"${(x instanceof Date ? x.toISOString() : String(x)).replace(/["\\]/g, "\\$&")}"`,
    )
    .join(",")}}`;
}
