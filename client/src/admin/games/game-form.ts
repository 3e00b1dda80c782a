import type { AdminGameFieldsFragment, CreateGameInput, GameCategory, UpdateGameInput } from "../../gql/admin/graphql.js";
import type { Validate } from "../ui/useAdminForm.js";

export const GAME_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
export const CATEGORIES: GameCategory[] = ["FEATURE", "HOT", "RECOMMEND", "TOP", "VIP"];
/** The categories the form offers as checkboxes: "Hot" is the isHot flag's one checkbox, mirrored into HOT. */
export const CATEGORY_CHOICES = CATEGORIES.filter((c) => c !== "HOT");

export interface GameValues {
  id: string; type: string; name: string; nameJa: string; image: string; erc20Address: string; sortOrder: string;
  isHot: boolean; isNew: boolean; enabled: boolean; categories: GameCategory[];
}

export const emptyGame: GameValues = { id: "", type: "1", name: "", nameJa: "", image: "", erc20Address: "", sortOrder: "0", isHot: false, isNew: false, enabled: true, categories: [] };

export const gameValues = (g: AdminGameFieldsFragment): GameValues => ({
  id: g.id, type: String(g.type), name: g.name, nameJa: g.nameJa ?? "", image: g.image, erc20Address: g.erc20Address, sortOrder: String(g.sortOrder),
  isHot: g.isHot || g.categories.includes("HOT"), isNew: g.isNew, enabled: g.enabled, categories: g.categories.filter((c) => c !== "HOT"),
});

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The same checks the gateway makes, so most mistakes show before a round trip. */
export const validateGame = (creating: boolean): Validate<GameValues> => (v) => ({
  id: creating && !SLUG.test(v.id.trim()) ? "adm.games.error.slug" : undefined,
  name: v.name.trim() ? undefined : "adm.form.required",
  image: v.image.trim() ? undefined : "adm.form.required",
  erc20Address: ADDRESS.test(v.erc20Address.trim()) ? undefined : "adm.form.error.address",
  sortOrder: /^-?\d+$/.test(v.sortOrder.trim()) ? undefined : "adm.form.error.integer",
});

const common = (v: GameValues) => ({
  type: Number(v.type), name: v.name.trim(), nameJa: v.nameJa.trim(), image: v.image.trim(), erc20Address: v.erc20Address.trim(), sortOrder: Number(v.sortOrder),
  isHot: v.isHot, isNew: v.isNew, enabled: v.enabled, categories: [...v.categories.filter((c) => c !== "HOT"), ...(v.isHot ? (["HOT"] as const) : [])],
});

export const createGameInput = (v: GameValues): CreateGameInput => ({ id: v.id.trim(), ...common(v) });
export const updateGameInput = (v: GameValues): UpdateGameInput => common(v);
