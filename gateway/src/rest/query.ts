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
