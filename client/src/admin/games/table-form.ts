import type { AdminTableFieldsFragment, CreateTableInput, Floor, UpdateTableInput } from "../../gql/admin/graphql.js";
import { formatToken, parseToken } from "../../shared/format/token.js";
import type { Validate } from "../ui/useAdminForm.js";

export const FLOORS: Floor[] = ["GROUND", "FIRST", "SECOND", "THIRD_VIP"];

export interface TableValues {
  name: string; nameJa: string; areaId: string; floor: Floor; enabled: boolean; bettingSeconds: string;
  /** SUSD as typed ("10.5"); sent as token units. */
  minBet: string; maxBet: string;
}

export interface NewTableValues extends Omit<TableValues, "minBet" | "maxBet"> { id: string; contractAddress: string; noCommission: boolean }

/** Amounts in the form without thousands separators, so they parse back as typed. */
const plain = (units: string) => formatToken(units, 6).replace(/,/g, "");

export const tableValues = (t: AdminTableFieldsFragment): TableValues => ({
  name: t.name, nameJa: t.nameJa ?? "", areaId: t.areaId, floor: t.floor, enabled: t.enabled, bettingSeconds: String(t.bettingSeconds), minBet: plain(t.minBet), maxBet: plain(t.maxBet),
});

const seconds = (s: string) => /^\d+$/.test(s.trim()) && Number(s) >= 5 && Number(s) <= 300;

export const validateTable: Validate<TableValues> = (v) => {
  const min = parseToken(v.minBet);
  const max = parseToken(v.maxBet);
  return {
    name: v.name.trim() ? undefined : "adm.form.required",
    areaId: v.areaId ? undefined : "adm.form.required",
    bettingSeconds: seconds(v.bettingSeconds) ? undefined : "adm.tables.error.seconds",
    minBet: !min.ok || min.units <= 0n ? "adm.form.error.amount" : undefined,
    maxBet: !max.ok || max.units <= 0n ? "adm.form.error.amount" : min.ok && max.units < min.units ? "adm.tables.error.maxBelowMin" : undefined,
  };
};

export const validateNewTable: Validate<NewTableValues> = (v) => ({
  id: /^\d+$/.test(v.id.trim()) ? undefined : "adm.form.error.integer",
  contractAddress: /^0x[0-9a-fA-F]{40}$/.test(v.contractAddress.trim()) ? undefined : "adm.form.error.address",
  name: v.name.trim() ? undefined : "adm.form.required",
  areaId: v.areaId ? undefined : "adm.form.required",
  bettingSeconds: seconds(v.bettingSeconds) ? undefined : "adm.tables.error.seconds",
});

const units = (s: string) => {
  const p = parseToken(s);
  return p.ok ? p.units.toString() : "0";
};

/** The changed limits go to the contract as a task; both are sent together, only when one of them changed. */
export function updateTableInput(before: AdminTableFieldsFragment, v: TableValues): { input: UpdateTableInput; limitsChanged: boolean } {
  const minBet = units(v.minBet);
  const maxBet = units(v.maxBet);
  const limitsChanged = minBet !== before.minBet || maxBet !== before.maxBet;
  return {
    input: { name: v.name.trim(), nameJa: v.nameJa.trim(), areaId: v.areaId, floor: v.floor, enabled: v.enabled, bettingSeconds: Number(v.bettingSeconds), ...(limitsChanged ? { minBet, maxBet } : {}) },
    limitsChanged,
  };
}

export const createTableInput = (gameId: string, v: NewTableValues): CreateTableInput => ({
  id: Number(v.id), contractAddress: v.contractAddress.trim(), gameId, areaId: v.areaId, floor: v.floor, name: v.name.trim(), nameJa: v.nameJa.trim(),
  noCommission: v.noCommission, enabled: v.enabled, bettingSeconds: Number(v.bettingSeconds),
});
