import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { createdAt, updatedAt } from "./columns.js";
import { Game } from "./game.js";

/**
 * A lobby category (SPEC /admin/categories). The built-in ones (feature, hot, recommend, vip, top)
 * keep their games in `game.categories`, which the game config also edits; staff-made ones keep
 * theirs in `category_game`. Either way one place holds a category's games.
 */
export const Category = defineEntity({
  name: "Category",
  properties: {
    /** Slug, e.g. "live-dealers". */
    id: p.string().length(32).primary(),
    nameEn: p.string().length(64),
    nameJa: p.string().length(64),
    sortOrder: p.integer().default(0),
    enabled: p.boolean().default(true),
    builtIn: p.boolean().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Category = InferEntity<typeof Category>;

/** A game listed in a staff-made category, in the category's order. */
export const CategoryGame = defineEntity({
  name: "CategoryGame",
  properties: {
    categoryId: () => p.manyToOne(Category).mapToPk().fieldName("category_id").primary().deleteRule("cascade"),
    gameId: () => p.manyToOne(Game).mapToPk().fieldName("game_id").primary().deleteRule("cascade").index(),
    sortOrder: p.integer().default(0),
  },
});
export type CategoryGame = InferEntity<typeof CategoryGame>;
