import type { AdminCategoryFieldsFragment, CreateCategoryInput, UpdateCategoryInput } from "../../gql/admin/graphql.js";
import type { Validate } from "../ui/useAdminForm.js";

export interface CategoryValues { id: string; nameEn: string; nameJa: string; sortOrder: string; enabled: boolean; gameIds: string[] }

export const emptyCategory: CategoryValues = { id: "", nameEn: "", nameJa: "", sortOrder: "0", enabled: true, gameIds: [] };

export const categoryValues = (c: AdminCategoryFieldsFragment): CategoryValues => ({ id: c.id, nameEn: c.nameEn, nameJa: c.nameJa, sortOrder: String(c.sortOrder), enabled: c.enabled, gameIds: [...c.gameIds] });

/** The gateway's slug rule: 2 to 32 lowercase letters, digits and dashes. */
export const isSlug = (s: string) => /^[a-z0-9][a-z0-9-]{0,30}[a-z0-9]$/.test(s);

export const validateCategory = (creating: boolean): Validate<CategoryValues> => (v) => ({
  id: creating && !isSlug(v.id.trim()) ? "adm.categories.error.slug" : undefined,
  nameEn: v.nameEn.trim() ? (v.nameEn.trim().length > 64 ? "adm.categories.error.nameLength" : undefined) : "adm.form.required",
  nameJa: v.nameJa.trim() ? (v.nameJa.trim().length > 64 ? "adm.categories.error.nameLength" : undefined) : "adm.form.required",
  sortOrder: /^-?\d{1,6}$/.test(v.sortOrder.trim()) ? undefined : "adm.form.error.integer",
});

const common = (v: CategoryValues) => ({ nameEn: v.nameEn.trim(), nameJa: v.nameJa.trim(), sortOrder: Number(v.sortOrder), enabled: v.enabled, gameIds: v.gameIds });

export const createCategoryInput = (v: CategoryValues): CreateCategoryInput => ({ id: v.id.trim(), ...common(v) });
export const updateCategoryInput = (v: CategoryValues): UpdateCategoryInput => common(v);

/** Moves the game at `index` one place up (-1) or down (+1). */
export function move<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
