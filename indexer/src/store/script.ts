/**
 * Statements sent to Postgres as one simple query, their parameters written in as literals: a
 * group's whole commit (rows, rollups, rankings, head, notices) is one round trip, so it does not
 * wait for the handlers' thread between statements.
 */
export class Script {
  private readonly statements: string[] = [];

  /** A statement with `$1`… parameters (as `runSql` takes them). */
  add(sql: string, params: unknown[]): void {
    this.statements.push(
      sql.replace(/\$(\d+)/g, (_, n: string) => {
        const i = Number(n) - 1;
        if (i >= params.length) throw new Error(`script: $${n} has no parameter`);
        return literal(params[i]);
      }),
    );
  }

  /** The statements, in order, as one query text. */
  text(): string {
    return this.statements.join(";\n");
  }
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
