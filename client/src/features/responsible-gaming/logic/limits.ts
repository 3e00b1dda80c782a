import { parseToken } from "../../../shared/format/token.js";

/** A player's limits as the cashier keeps them: token units, minutes; 0 means none. */
export interface Limits {
  singleBet: bigint;
  dailyLoss: bigint;
  weeklyLoss: bigint;
  monthlyLoss: bigint;
  dailyMinutes: number;
}

export const AMOUNT_FIELDS = ["singleBet", "dailyLoss", "weeklyLoss", "monthlyLoss"] as const;
export const FIELDS = [...AMOUNT_FIELDS, "dailyMinutes"] as const;
export type LimitField = (typeof FIELDS)[number];
/** What the player typed in each box; empty means no limit. */
export type LimitsDraft = Record<LimitField, string>;
export type LimitsProblem = "invalidAmount" | "tooLarge" | "invalidMinutes" | "tooManyMinutes" | "outOfOrder";

export const NO_LIMITS: Limits = { singleBet: 0n, dailyLoss: 0n, weeklyLoss: 0n, monthlyLoss: 0n, dailyMinutes: 0 };
export const MAX_DAILY_MINUTES = 1440;
const MAX_AMOUNT = (1n << 56n) - 1n;

/** SPEC §5: among the loss limits set, monthly above weekly and daily, weekly above daily. */
export function ordered(l: Limits): boolean {
  const above = (big: bigint, small: bigint) => big === 0n || small === 0n || big > small;
  return above(l.monthlyLoss, l.weeklyLoss) && above(l.monthlyLoss, l.dailyLoss) && above(l.weeklyLoss, l.dailyLoss);
}

export function draftOf(l: Limits, format: (units: bigint) => string): LimitsDraft {
  const amount = (v: bigint) => (v === 0n ? "" : format(v));
  return { singleBet: amount(l.singleBet), dailyLoss: amount(l.dailyLoss), weeklyLoss: amount(l.weeklyLoss), monthlyLoss: amount(l.monthlyLoss), dailyMinutes: l.dailyMinutes === 0 ? "" : String(l.dailyMinutes) };
}

export type ParsedLimits = { ok: true; limits: Limits } | { ok: false; field: LimitField | "loss"; problem: LimitsProblem };

/** The limits the form asks for, checked as the cashier will check them, so a refusal is explained before anything is sent. */
export function parseLimits(d: LimitsDraft): ParsedLimits {
  const limits = { ...NO_LIMITS };
  for (const field of AMOUNT_FIELDS) {
    const text = d[field].trim();
    if (!text) continue;
    const parsed = parseToken(text);
    if (!parsed.ok) return { ok: false, field, problem: "invalidAmount" };
    if (parsed.units > MAX_AMOUNT) return { ok: false, field, problem: "tooLarge" };
    limits[field] = parsed.units;
  }
  const minutes = d.dailyMinutes.trim();
  if (minutes) {
    if (!/^\d+$/.test(minutes)) return { ok: false, field: "dailyMinutes", problem: "invalidMinutes" };
    const n = Number(minutes);
    if (n > MAX_DAILY_MINUTES) return { ok: false, field: "dailyMinutes", problem: "tooManyMinutes" };
    limits.dailyMinutes = n;
  }
  if (!ordered(limits)) return { ok: false, field: "loss", problem: "outOfOrder" };
  return { ok: true, limits };
}

/** A value relaxes when it is removed or raised; any such value makes the whole request wait seven days. */
export function loosens(current: Limits, next: Limits): boolean {
  return FIELDS.some((f) => {
    const c = BigInt(current[f]);
    const n = BigInt(next[f]);
    return c !== 0n && (n === 0n || n > c);
  });
}

export const sameLimits = (a: Limits, b: Limits) => FIELDS.every((f) => BigInt(a[f]) === BigInt(b[f]));
