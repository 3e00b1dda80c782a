import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt } from "./columns.js";

/** Lobby categories a game can be listed under (SPEC §2). */
export const GAME_CATEGORIES = ["feature", "hot", "recommend", "vip", "top"] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** SPEC §3 Game: one game of the lobby; its tables are GameTableConfig rows. App data, edited by admins. */
export const Game = defineEntity({
  name: "Game",
  properties: {
    /** Slug, e.g. "roulette". */
    id: p.string().length(32).primary(),
    /** 1 roulette, 2 baccarat, 3 poker, 4 sic bo, 5 dragon tiger, 6 money wheel, 7 blackjack. */
    type: p.smallint().index(),
    name: p.string().length(64),
    /** The name Japanese pages show (the English one when unset). */
    nameJa: p.string().length(64).nullable().fieldName("name_ja"),
    /** Client asset path, e.g. "/games/roulette.svg". */
    image: p.string().length(255),
    /** The game-chain token its tables take; the bonus game's is the bonus token. */
    erc20Address: address().fieldName("erc20_address").index(),
    isHot: p.boolean().default(false),
    isNew: p.boolean().default(false),
    categories: p.array().default([]),
    sortOrder: p.integer().default(0),
    enabled: p.boolean().default(true),
  },
});
export type Game = InferEntity<typeof Game>;

/** A player's favourite game, kept per wallet address. */
export const FavoriteGame = defineEntity({
  name: "FavoriteGame",
  properties: {
    userAddress: address().primary(),
    gameId: () => p.manyToOne(Game).mapToPk().fieldName("game_id").primary().deleteRule("cascade"),
    createdAt: createdAt(),
  },
});
export type FavoriteGame = InferEntity<typeof FavoriteGame>;
