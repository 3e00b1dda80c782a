import { Game, type EntityManager } from "@sunrise/db";
import { notFound } from "../../errors.js";
import type { GameCategory, GameType } from "./games.type.js";

/**
 * Game types the platform deals on chain (SPEC §3): roulette, baccarat, casino hold'em, sic bo,
 * dragon tiger, money wheel (GameTables) and blackjack; hold'em and blackjack at DecisionTables,
 * whose players decide after the deal. A game of another type is listed as opening soon.
 */
const DEALT_GAMES = new Set([1, 2, 3, 4, 5, 6, 7]);

export interface GameFilter {
  /** SPEC §5: the bonus game is listed only when the show-bonus-games flag is on. */
  showBonusGames?: boolean;
}

export class GamesService {
  /** @param bonusToken the token the bonus game's tables take (lowercase), or null where there is none */
  constructor(private readonly bonusToken: () => string | null) {}

  toGameType(g: Game): GameType {
    const bonus = this.bonusToken();
    return {
      id: g.id,
      type: g.type,
      name: g.name,
      nameJa: g.nameJa ?? null,
      image: g.image,
      erc20Address: g.erc20Address,
      isHot: g.isHot,
      isNew: g.isNew,
      categories: g.categories as GameCategory[],
      isBonusGame: bonus !== null && g.erc20Address.toLowerCase() === bonus,
      playable: DEALT_GAMES.has(g.type),
    };
  }

  /** Enabled games in lobby order. */
  async list(em: EntityManager, f: GameFilter = {}): Promise<GameType[]> {
    const rows = await em.find(Game, { enabled: true }, { orderBy: { sortOrder: "asc", name: "asc" } });
    return rows.map((g) => this.toGameType(g)).filter((g) => f.showBonusGames || !g.isBonusGame);
  }

  /** Games by id whether enabled or not (a table always has its game). */
  async byIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, GameType>> {
    const rows = ids.length ? await em.find(Game, { id: { $in: [...ids] } }) : [];
    return new Map(rows.map((g) => [g.id, this.toGameType(g)]));
  }

  async get(em: EntityManager, id: string): Promise<GameType> {
    const game = (await this.byIds(em, [id])).get(id);
    if (!game) throw notFound(`No game ${id}`);
    return game;
  }
}
