/** The lobby's own choices: every game, or the player's favourites. */
export const FIXED_CATEGORIES = ["all", "favorites"] as const;
/** SPEC §2 game categories built into the lobby, shown until the managed list has loaded. */
export const BUILT_IN_CATEGORIES = ["feature", "hot", "recommend", "vip", "top"] as const;
export const CATEGORIES = [...FIXED_CATEGORIES, ...BUILT_IN_CATEGORIES] as const;
/** "all", "favorites", or a category's slug. */
export type Category = string;
export type SortOrder = "asc" | "desc";

/** What the catalogue needs of a game (the GraphQL enum values are upper case). */
export interface CatalogGame { id: string; name: string; categories: readonly string[]; isFavorite: boolean; isBonusGame: boolean }

/** The games of each managed category (staff's /admin/categories), by slug. */
export type CategoryGames = ReadonlyMap<string, ReadonlySet<string>>;

/** A category the address bar may name: a fixed or built-in one, or one of the managed list. */
export const isCategory = (v: string | null, managed?: CategoryGames): v is Category =>
  v !== null && ((CATEGORIES as readonly string[]).includes(v) || !!managed?.has(v));

export function inCategory(game: CatalogGame, category: Category, managed?: CategoryGames): boolean {
  if (category === "all") return true;
  if (category === "favorites") return game.isFavorite;
  const games = managed?.get(category);
  if (games) return games.has(game.id);
  return game.categories.some((c) => c.toLowerCase() === category);
}

/** The lobby's games for a category, by name A–Z or Z–A (in the reader's language), bonus games out unless shown. */
export function catalog<G extends CatalogGame>(games: readonly G[], opts: { category: Category; sort: SortOrder; locale: string; showBonusGames: boolean; managed?: CategoryGames }): G[] {
  const collator = new Intl.Collator(opts.locale, { sensitivity: "base", numeric: true });
  const sign = opts.sort === "asc" ? 1 : -1;
  return games
    .filter((g) => (opts.showBonusGames || !g.isBonusGame) && inCategory(g, opts.category, opts.managed))
    .sort((a, b) => sign * collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}
