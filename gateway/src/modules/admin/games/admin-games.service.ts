import { Game, GameTableConfig, LockMode, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { conflict, notFound } from "../../../errors.js";
import type { GameCategory } from "../../games/games.type.js";
import { adminMutation, nothingChanged, recordOperation } from "../operation-log/record.js";
import { fieldError, optionalText, requiredText, slugId, walletAddress } from "../validation.js";
import type { AdminGameType } from "./admin-games.type.js";
import type { CreateGameInput, UpdateGameInput } from "./admin-games.inputs.js";

/** SPEC §3 game types: 1 roulette, 2 baccarat, 3 poker, 4 sic bo, 5 dragon tiger, 6 money wheel, 7 blackjack. */
const GAME_TYPES = new Set([1, 2, 3, 4, 5, 6, 7]);
/** A site path (/games/x.svg) or an https URL. */
const IMAGE = /^(\/[\w./-]{1,254}|https:\/\/[^\s]{1,247})$/;
const MAX_SORT = 1_000_000;

type GameFields = Omit<CreateGameInput, "id" | "nameJa"> & { nameJa?: string | null };

export const gameSnapshot = (g: Game) => ({
  id: g.id, type: g.type, name: g.name, nameJa: g.nameJa ?? null, image: g.image, erc20Address: g.erc20Address, isHot: g.isHot, isNew: g.isNew,
  categories: [...g.categories], sortOrder: g.sortOrder, enabled: g.enabled,
});

/** Checks and normalises the fields a create or update sets; absent fields are left out. */
function checked(input: Partial<GameFields>): Partial<GameFields> {
  const out: Partial<GameFields> = {};
  if (input.type != null) {
    if (!GAME_TYPES.has(input.type)) throw fieldError("type", "Choose a game type from 1 (roulette) to 7 (blackjack)");
    out.type = input.type;
  }
  if (input.name != null) out.name = requiredText(input.name, "name", 64);
  if (input.nameJa != null) out.nameJa = optionalText(input.nameJa, "nameJa", 64);
  if (input.image != null) {
    const image = input.image.trim();
    if (!IMAGE.test(image)) throw fieldError("image", "Use a site path such as /games/roulette.svg or an https URL, at most 255 characters");
    out.image = image;
  }
  if (input.erc20Address != null) out.erc20Address = walletAddress(input.erc20Address, "erc20Address");
  if (input.isHot != null) out.isHot = input.isHot;
  if (input.isNew != null) out.isNew = input.isNew;
  if (input.categories != null) out.categories = [...new Set(input.categories)] as GameCategory[];
  if (input.sortOrder != null) {
    if (!Number.isInteger(input.sortOrder) || input.sortOrder < 0 || input.sortOrder > MAX_SORT) throw fieldError("sortOrder", `Sort order is a whole number from 0 to ${MAX_SORT}`);
    out.sortOrder = input.sortOrder;
  }
  if (input.enabled != null) out.enabled = input.enabled;
  return out;
}

/** Games as the back office edits them (SPEC /admin/games). */
export class AdminGamesService {
  async list(em: EntityManager): Promise<AdminGameType[]> {
    const games = await em.find(Game, {}, { orderBy: { sortOrder: "asc", name: "asc" } });
    const counts = await this.tableCounts(em, games.map((g) => g.id));
    return games.map((g) => ({ ...gameSnapshot(g), categories: g.categories as GameCategory[], tableCount: counts.get(g.id) ?? 0 }));
  }

  async get(em: EntityManager, id: string): Promise<AdminGameType> {
    const game = await em.findOne(Game, { id });
    if (!game) throw notFound(`No game ${id}`);
    const counts = await this.tableCounts(em, [id]);
    return { ...gameSnapshot(game), categories: game.categories as GameCategory[], tableCount: counts.get(id) ?? 0 };
  }

  async create(ctx: RequestContext, input: CreateGameInput): Promise<AdminGameType> {
    const id = slugId(input.id);
    const fields = checked(input) as GameFields;
    await adminMutation(ctx, async (em) => {
      if (await em.findOne(Game, { id })) throw conflict(`A game with id ${id} already exists`);
      const game = em.create(Game, { id, ...fields });
      recordOperation(em, ctx, { action: "game.create", targetType: "game", targetId: id, before: null, after: gameSnapshot(game), summary: `Created game ${fields.name}` });
    });
    return this.get(ctx.em.fork(), id);
  }

  async update(ctx: RequestContext, id: string, input: UpdateGameInput): Promise<AdminGameType> {
    const fields = checked(input as Partial<GameFields>);
    await adminMutation(ctx, async (em) => {
      const game = await em.findOne(Game, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!game) throw notFound(`No game ${id}`);
      if (fields.type !== undefined && fields.type !== game.type && (await em.count(GameTableConfig, { gameId: id })) > 0) {
        throw fieldError("type", "This game has tables whose contracts deal its current type: its type cannot change");
      }
      const before = gameSnapshot(game);
      Object.assign(game, fields);
      if (JSON.stringify(before) === JSON.stringify(gameSnapshot(game))) return nothingChanged(em);
      recordOperation(em, ctx, { action: "game.update", targetType: "game", targetId: id, before, after: gameSnapshot(game), summary: `Updated game ${game.name}` });
    });
    return this.get(ctx.em.fork(), id);
  }

  private async tableCounts(em: EntityManager, gameIds: string[]): Promise<Map<string, number>> {
    if (!gameIds.length) return new Map();
    const rows = await em.getConnection().execute<{ game_id: string; n: string }[]>(`select game_id, count(*) as n from game_table where game_id in (?) group by game_id`, [gameIds]);
    return new Map(rows.map((r) => [r.game_id, Number(r.n)]));
  }
}
