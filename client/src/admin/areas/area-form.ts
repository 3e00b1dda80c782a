import type { AdminAreaFieldsFragment } from "../../gql/admin/graphql.js";
import type { Validate } from "../ui/useAdminForm.js";

export interface AreaValues { id: string; name: string; nameJa: string; enable: boolean; startUTCHour: string; endUTCHour: string }

export const emptyArea: AreaValues = { id: "", name: "", nameJa: "", enable: true, startUTCHour: "0", endUTCHour: "0" };

export const areaValues = (a: AdminAreaFieldsFragment): AreaValues => ({ id: a.id, name: a.name, nameJa: a.nameJa ?? "", enable: a.enable, startUTCHour: String(a.startUTCHour), endUTCHour: String(a.endUTCHour) });

const hour = (s: string) => /^\d{1,2}$/.test(s) && Number(s) <= 23;

export const validateArea = (creating: boolean): Validate<AreaValues> => (v) => ({
  id: creating && !/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])$/.test(v.id.trim()) ? "adm.games.error.slug" : undefined,
  name: v.name.trim() ? undefined : "adm.form.required",
  startUTCHour: hour(v.startUTCHour) ? undefined : "adm.areas.error.hour",
  endUTCHour: hour(v.endUTCHour) ? undefined : "adm.areas.error.hour",
});

export const areaInput = (v: AreaValues) => ({ name: v.name.trim(), nameJa: v.nameJa.trim(), enable: v.enable, startUTCHour: Number(v.startUTCHour), endUTCHour: Number(v.endUTCHour) });

/** SPEC §4 hours in words: all day when start equals end, else [start, end) wrapping past midnight. */
export const hoursText = (start: number, end: number) => (start === end ? null : `${String(start).padStart(2, "0")}:00–${String(end).padStart(2, "0")}:00`);
