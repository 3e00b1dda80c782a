import { FavoriteGame, Game, type EntityManager } from "@sunrise/db";
import { notFound } from "../../errors.js";

/** A player's favourite games, kept per main-wallet address. */
export class FavoritesService {
  async gameIdsOf(em: EntityManager, address: string): Promise<Set<string>> {
    const rows = await em.find(FavoriteGame, { userAddress: address.toLowerCase() }, { fields: ["gameId"] });
    return new Set(rows.map((r) => r.gameId));
  }

  /** Marks or unmarks a game; idempotent both ways. */
  async set(em: EntityManager, address: string, gameId: string, favorite: boolean): Promise<void> {
    if (!(await em.count(Game, { id: gameId }))) throw notFound(`No game ${gameId}`);
    const key = { userAddress: address.toLowerCase(), gameId };
    if (favorite) {
      await em.getConnection().execute(`insert into favorite_game (user_address, game_id, created_at) values (?, ?, now()) on conflict do nothing`, [key.userAddress, gameId]);
    } else {
      await em.nativeDelete(FavoriteGame, key);
    }
  }
}
