// @vitest-environment node
import { describe, expect, it } from "vitest";
import { catalog, inCategory, isCategory, type CatalogGame } from "./catalog.js";

const game = (id: string, name: string, categories: string[] = [], over: Partial<CatalogGame> = {}): CatalogGame => ({ id, name, categories, isFavorite: false, isBonusGame: false, ...over });
const games = [
  game("roulette", "Roulette", ["FEATURE", "HOT"], { isFavorite: true }),
  game("baccarat", "Baccarat", ["FEATURE", "VIP", "TOP"]),
  game("sicbo", "Sic Bo", ["RECOMMEND"], { isFavorite: true }),
  game("dragon-tiger", "Dragon Tiger", ["HOT"]),
  game("bonus-roulette", "Bonus Roulette", ["FEATURE"], { isBonusGame: true }),
];
const ids = (gs: CatalogGame[]) => gs.map((g) => g.id);
const all = { category: "all" as const, sort: "asc" as const, locale: "en", showBonusGames: false };

describe("the lobby catalogue", () => {
  it("keeps only the games of the chosen category, and the player's favourites under favorites", () => {
    expect(ids(catalog(games, { ...all, category: "hot" }))).toEqual(["dragon-tiger", "roulette"]);
    expect(ids(catalog(games, { ...all, category: "vip" }))).toEqual(["baccarat"]);
    expect(ids(catalog(games, { ...all, category: "favorites" }))).toEqual(["roulette", "sicbo"]);
    expect(ids(catalog(games, { ...all, category: "top" }))).toEqual(["baccarat"]);
    expect(catalog(games, { ...all, category: "recommend" })).toHaveLength(1);
    expect(inCategory(game("x", "X"), "feature")).toBe(false);
  });

  it("sorts by name A–Z and Z–A", () => {
    expect(ids(catalog(games, all))).toEqual(["baccarat", "dragon-tiger", "roulette", "sicbo"]);
    expect(ids(catalog(games, { ...all, sort: "desc" }))).toEqual(["sicbo", "roulette", "dragon-tiger", "baccarat"]);
  });

  it("hides the bonus game unless the show-bonus-games flag is on", () => {
    expect(ids(catalog(games, { ...all, category: "feature" }))).toEqual(["baccarat", "roulette"]);
    expect(ids(catalog(games, { ...all, category: "feature", showBonusGames: true }))).toEqual(["baccarat", "bonus-roulette", "roulette"]);
  });

  it("uses a managed category's own games when the list is known", () => {
    const managed = new Map([["card-games", new Set(["baccarat", "sicbo"])], ["hot", new Set(["sicbo"])]]);
    expect(ids(catalog(games, { ...all, category: "card-games", managed }))).toEqual(["baccarat", "sicbo"]);
    expect(ids(catalog(games, { ...all, category: "hot", managed }))).toEqual(["sicbo"]);
    expect(isCategory("card-games", managed)).toBe(true);
    expect(isCategory("card-games")).toBe(false);
  });

  it("accepts only known categories from the address bar", () => {
    expect(isCategory("vip")).toBe(true);
    expect(isCategory("VIP")).toBe(false);
    expect(isCategory(null)).toBe(false);
  });
});
