import { chipUnits } from "@sunrise/games";
import { spotKey, spotOfKey, type Spot } from "./spot.js";

/** One chip (or several) put on one spot. */
export interface Placement {
  key: string;
  amount: bigint;
}

/**
 * The bets a player is building for the round, before they are sent: every action (a chip, a
 * double, a repeat) is kept so undo takes back the last one whole.
 */
export interface BetSlip {
  actions: readonly (readonly Placement[])[];
}

export const emptySlip: BetSlip = { actions: [] };

export interface Limits {
  min: bigint;
  max: bigint;
}

/** Why the slip refuses an action or a submit; each has a message id `table.refusal.<code>`. */
export type SlipRefusal = "aboveMax" | "belowMin" | "insufficient" | "nothingToRepeat" | "noBets" | "tooMany";
export type SlipResult = { ok: true; slip: BetSlip } | { ok: false; refusal: SlipRefusal };

/** The contract takes at most this many bets in one call. */
export const MAX_SPOTS = 64;

export function slipTotals(slip: BetSlip): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const action of slip.actions) for (const p of action) out.set(p.key, (out.get(p.key) ?? 0n) + p.amount);
  return out;
}

export const slipTotal = (slip: BetSlip) => [...slipTotals(slip).values()].reduce((a, b) => a + b, 0n);

/** Context for checks: the table's limits, what is already on chain this round per spot, the balance left to play. */
export interface SlipContext {
  limits: Limits;
  placed?: ReadonlyMap<string, bigint>;
  balance?: bigint;
}

function apply(slip: BetSlip, action: Placement[], ctx: SlipContext): SlipResult {
  const next: BetSlip = { actions: [...slip.actions, action] };
  const totals = slipTotals(next);
  if (totals.size > MAX_SPOTS) return { ok: false, refusal: "tooMany" };
  for (const p of action) if ((totals.get(p.key) ?? 0n) + (ctx.placed?.get(p.key) ?? 0n) > ctx.limits.max) return { ok: false, refusal: "aboveMax" };
  if (ctx.balance !== undefined && slipTotal(next) > ctx.balance) return { ok: false, refusal: "insufficient" };
  return { ok: true, slip: next };
}

/** A chip of `chip` SUSD on a spot. */
export const addChip = (slip: BetSlip, spot: Spot, chip: number, ctx: SlipContext) => apply(slip, [{ key: spotKey(spot), amount: chipUnits(chip) }], ctx);

export const undo = (slip: BetSlip): BetSlip => ({ actions: slip.actions.slice(0, -1) });
export const clear = (): BetSlip => emptySlip;

/** Doubles every spot of the slip (or, when it is empty, of what is already placed this round). */
export function double(slip: BetSlip, ctx: SlipContext): SlipResult {
  const base = slip.actions.length ? slipTotals(slip) : (ctx.placed ?? new Map<string, bigint>());
  if (!base.size) return { ok: false, refusal: "noBets" };
  return apply(slip, [...base].map(([key, amount]) => ({ key, amount })), ctx);
}

/** Puts last round's bets back on the board. */
export function repeat(slip: BetSlip, last: ReadonlyMap<string, bigint>, ctx: SlipContext): SlipResult {
  if (!last.size) return { ok: false, refusal: "nothingToRepeat" };
  return apply(slip, [...last].map(([key, amount]) => ({ key, amount })), ctx);
}

export interface BetInput {
  kind: number;
  numbers: number[];
  amount: bigint;
}

/** The slip as one batch for `placeBets`, one bet per spot; refused when a spot is below the table minimum. */
export function toBetInputs(slip: BetSlip, ctx: SlipContext): { ok: true; bets: BetInput[] } | { ok: false; refusal: SlipRefusal } {
  const totals = slipTotals(slip);
  if (!totals.size) return { ok: false, refusal: "noBets" };
  const bets = [...totals].map(([key, amount]) => ({ ...spotOfKey(key), numbers: [...spotOfKey(key).numbers], amount }));
  if (bets.some((b) => b.amount < ctx.limits.min)) return { ok: false, refusal: "belowMin" };
  if (bets.some((b) => b.amount + (ctx.placed?.get(spotKey(b)) ?? 0n) > ctx.limits.max)) return { ok: false, refusal: "aboveMax" };
  if (ctx.balance !== undefined && slipTotal(slip) > ctx.balance) return { ok: false, refusal: "insufficient" };
  return { ok: true, bets };
}
