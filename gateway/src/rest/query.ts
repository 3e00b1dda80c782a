import type { Request } from "express";
import { badInput } from "../errors.js";

/** SPEC REST filters arrive as `filter=<json>` or bracket style `filter[address]=…`; both become an object. */
export function filterParam(req: Request): Record<string, unknown> {
  const raw = req.query.filter;
  if (raw == null || raw === "") return {};
  if (typeof raw === "string") {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
    throw badInput("filter must be a JSON object");
  }
  if (typeof raw === "object" && !Array.isArray(raw)) return raw as Record<string, unknown>;
  throw badInput("filter must be an object");
}

export function intParam(value: unknown, name: string, fallback: number): number {
  if (value == null || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw badInput(`${name} must be an integer`);
  return n;
}

export function dateParam(value: unknown, name: string): Date | undefined {
  if (value == null || value === "") return undefined;
  const d = new Date(typeof value === "number" ? value : String(value));
  if (Number.isNaN(d.getTime())) throw badInput(`${name} must be a date`);
  return d;
}

/** A true/false flag: `true`, `false`, `1`, `0` (absent = fallback). */
export function boolParam(value: unknown, name: string, fallback = false): boolean {
  if (value == null || value === "") return fallback;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw badInput(`${name} must be true or false`);
}

/** Mongoose-style `select=a b` (spaces or commas): the fields asked for, each one of `allowed`; absent = all. */
export function selectParam<F extends string>(value: unknown, allowed: readonly F[]): F[] {
  if (value == null || value === "") return [...allowed];
  if (typeof value !== "string") throw badInput("select must be a list of field names");
  const fields = value.split(/[\s,]+/).filter(Boolean);
  const unknown = fields.filter((f) => !allowed.includes(f as F));
  if (unknown.length) throw badInput(`select: unknown field ${unknown.join(", ")}; allowed: ${allowed.join(", ")}`);
  return fields as F[];
}
