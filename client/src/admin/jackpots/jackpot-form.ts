import type { AdminJackpotFieldsFragment, CreateJackpotInput, UpdateJackpotInput } from "../../gql/admin/graphql.js";
import { formatToken, parseToken } from "../../shared/format/token.js";
import type { Validate } from "../ui/useAdminForm.js";
import { fromUtcInput, toUtcInput } from "../banners/utc-input.js";

export const LEVELS = [1, 2, 3, 4] as const;
export const GAME_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;

export interface JackpotValues { name: string; level: string; prize: string; winnersCount: string; wagerPerTicket: string; gameTypes: number[]; opensAt: string; drawAt: string }

/** A new jackpot's defaults: a mega opening now and drawn in a week, one ticket per 10 SUSD. */
export function emptyJackpot(now = Date.now()): JackpotValues {
  const hour = 3_600_000;
  const start = Math.floor(now / hour) * hour;
  return { name: "", level: "1", prize: "", winnersCount: "1", wagerPerTicket: "10", gameTypes: [], opensAt: toUtcInput(new Date(start).toISOString()), drawAt: toUtcInput(new Date(start + 7 * 24 * hour).toISOString()) };
}

/** Token units as the decimal SUSD the form shows (every decimal kept). */
const susd = (units: string) => formatToken(units, 6).replace(/,/g, "");

export const jackpotValues = (j: AdminJackpotFieldsFragment): JackpotValues => ({
  name: j.name, level: String(j.level), prize: susd(j.prize), winnersCount: String(j.winnersCount), wagerPerTicket: susd(j.wagerPerTicket),
  gameTypes: [...j.gameTypes], opensAt: toUtcInput(j.opensAt), drawAt: toUtcInput(j.drawAt),
});

const units = (text: string) => {
  const p = parseToken(text);
  return p.ok ? p.units : null;
};

export const validateJackpot: Validate<JackpotValues> = (v) => {
  const opens = fromUtcInput(v.opensAt);
  const draw = fromUtcInput(v.drawAt);
  const winners = Number(v.winnersCount);
  return {
    name: v.name.trim() ? undefined : "adm.form.required",
    prize: (units(v.prize) ?? 0n) > 0n ? undefined : "adm.form.error.amount",
    winnersCount: /^\d+$/.test(v.winnersCount.trim()) && winners >= 1 && winners <= 100 ? undefined : "adm.jackpots.error.winners",
    wagerPerTicket: units(v.wagerPerTicket || "0") !== null ? undefined : "adm.jackpots.error.wager",
    opensAt: opens ? undefined : "adm.jackpots.error.date",
    drawAt: !draw ? "adm.jackpots.error.date" : opens && Date.parse(draw) <= Date.parse(opens) ? "adm.jackpots.error.drawAfterOpen" : undefined,
  };
};

export const createInput = (v: JackpotValues): CreateJackpotInput => ({
  name: v.name.trim(), level: Number(v.level), prize: String(units(v.prize) ?? 0n), winnersCount: Number(v.winnersCount),
  wagerPerTicket: String(units(v.wagerPerTicket || "0") ?? 0n), gameTypes: [...v.gameTypes].sort((a, b) => a - b), opensAt: fromUtcInput(v.opensAt)!, drawAt: fromUtcInput(v.drawAt)!,
});

/** A draft saves every field; an open jackpot only its (later) draw time. */
export function updateInput(v: JackpotValues, open: boolean): UpdateJackpotInput {
  if (open) return { drawAt: fromUtcInput(v.drawAt)! };
  return createInput(v);
}
