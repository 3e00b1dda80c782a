import { Category, CategoryGame, Game, LockMode, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { conflict, notFound } from "../../errors.js";
import { adminMutation, nothingChanged, recordOperation } from "../admin/operation-log/record.js";
import { fieldError, requiredText, slugId } from "../admin/validation.js";
import type { AdminCategoryType, CategoryType } from "./category.type.js";
import type { CreateCategoryInput, UpdateCategoryInput } from "./categories.inputs.js";

/** A text[] parameter as Postgres array text (MikroORM would expand a JS array into a list of parameters). */
const textArray = (list: readonly string[]) => `{${list.map((x) => `"${x.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`;

type Snapshot = { nameEn: string; nameJa: string; sortOrder: number; enabled: boolean; gameIds: string[] };

/**
 * Lobby categories. A built-in category's games are the games whose `categories` name it (the game
 * config edits the same list); a staff-made one's are its `category_game` rows, in their order.
 */
export class CategoriesService {
  /** Enabled categories in order, each with its enabled games (the lobby's filter). */
  async list(em: EntityManager): Promise<CategoryType[]> {
    const rows = await em.find(Category, { enabled: true }, { orderBy: { sortOrder: "asc", id: "asc" } });
    const games = await this.gamesOf(em, rows, true);
    return rows.map((c) => this.toType(c, games.get(c.id) ?? []));
  }

  async adminList(em: EntityManager): Promise<AdminCategoryType[]> {
    const rows = await em.find(Category, {}, { orderBy: { sortOrder: "asc", id: "asc" } });
    const games = await this.gamesOf(em, rows, false);
    return rows.map((c) => this.toType(c, games.get(c.id) ?? []));
  }

  async get(em: EntityManager, id: string): Promise<AdminCategoryType> {
    const row = await em.findOne(Category, { id });
    if (!row) throw notFound(`No category ${id}`);
    return this.toType(row, (await this.gamesOf(em, [row], false)).get(id) ?? []);
  }

  async create(ctx: RequestContext, input: CreateCategoryInput): Promise<AdminCategoryType> {
    const id = slugId(input.id);
    const fields = { nameEn: requiredText(input.nameEn, "nameEn", 64), nameJa: requiredText(input.nameJa, "nameJa", 64), sortOrder: input.sortOrder, enabled: input.enabled };
    await adminMutation(ctx, async (em) => {
      if (await em.findOne(Category, { id })) throw conflict(`A category with id ${id} already exists`);
      const c = em.create(Category, { id, ...fields, builtIn: false });
      await em.flush();
      const gameIds = await this.setGames(em, c, input.gameIds);
      recordOperation(em, ctx, { action: "category.create", targetType: "category", targetId: id, before: null, after: { ...fields, gameIds }, summary: `Created category ${fields.nameEn}` });
    });
    return this.get(ctx.em.fork(), id);
  }

  async update(ctx: RequestContext, id: string, input: UpdateCategoryInput): Promise<AdminCategoryType> {
    await adminMutation(ctx, async (em) => {
      const c = await em.findOne(Category, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!c) throw notFound(`No category ${id}`);
      const before = await this.snapshot(em, c);
      Object.assign(c, {
        ...(input.nameEn != null ? { nameEn: requiredText(input.nameEn, "nameEn", 64) } : {}),
        ...(input.nameJa != null ? { nameJa: requiredText(input.nameJa, "nameJa", 64) } : {}),
        ...(input.sortOrder != null ? { sortOrder: input.sortOrder } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
      });
      const gameIds = input.gameIds != null ? await this.setGames(em, c, input.gameIds) : before.gameIds;
      const after = { nameEn: c.nameEn, nameJa: c.nameJa, sortOrder: c.sortOrder, enabled: c.enabled, gameIds };
      if (JSON.stringify(before) === JSON.stringify(after)) return nothingChanged(em);
      recordOperation(em, ctx, { action: "category.update", targetType: "category", targetId: id, before, after, summary: `Updated category ${c.nameEn}` });
    });
    return this.get(ctx.em.fork(), id);
  }

  /** Deletes a staff-made category (a built-in one is turned off instead: CONFLICT). */
  async delete(ctx: RequestContext, id: string): Promise<boolean> {
    return adminMutation(ctx, async (em) => {
      const c = await em.findOne(Category, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!c) throw notFound(`No category ${id}`);
      if (c.builtIn) throw conflict("A built-in category cannot be deleted: turn it off instead");
      recordOperation(em, ctx, { action: "category.delete", targetType: "category", targetId: id, before: await this.snapshot(em, c), after: null, summary: `Deleted category ${c.nameEn}` });
      em.remove(c);
      return true;
    });
  }

  private toType(c: Category, gameIds: string[]): AdminCategoryType {
    return { id: c.id, nameEn: c.nameEn, nameJa: c.nameJa, sortOrder: c.sortOrder, builtIn: c.builtIn, enabled: c.enabled, gameIds, createdAt: c.createdAt, updatedAt: c.updatedAt };
  }

  private async snapshot(em: EntityManager, c: Category): Promise<Snapshot> {
    return { nameEn: c.nameEn, nameJa: c.nameJa, sortOrder: c.sortOrder, enabled: c.enabled, gameIds: (await this.gamesOf(em, [c], false)).get(c.id) ?? [] };
  }

  /** Makes `ids` the category's games (in that order); returns them. Unknown games are refused by name. */
  private async setGames(em: EntityManager, c: Category, ids: readonly string[]): Promise<string[]> {
    const list = [...new Set(ids.map((id) => id.trim()))];
    const known = new Set((list.length ? await em.find(Game, { id: { $in: list } }, { fields: ["id"] }) : []).map((g) => g.id));
    const missing = list.filter((id) => !known.has(id));
    if (missing.length) throw fieldError("gameIds", `No game ${missing.join(", ")}`);
    const run = (sql: string, params: unknown[]) => em.getConnection().execute(sql, params, "run", em.getTransactionContext());
    if (c.builtIn) {
      await run(`update game set categories = array_remove(categories, ?) where ? = any(categories) and not (id = any(?::text[]))`, [c.id, c.id, textArray(list)]);
      await run(`update game set categories = array_append(categories, ?) where id = any(?::text[]) and not (? = any(categories))`, [c.id, textArray(list), c.id]);
    } else {
      await em.nativeDelete(CategoryGame, { categoryId: c.id });
      if (list.length) await em.insertMany(CategoryGame, list.map((gameId, i) => ({ categoryId: c.id, gameId, sortOrder: i })));
    }
    return list;
  }

  /** Each category's game ids in order: built-in ones in the lobby's game order, staff-made ones in their own (enabled games only when `enabledOnly`). */
  private async gamesOf(em: EntityManager, categories: Category[], enabledOnly: boolean): Promise<Map<string, string[]>> {
    const enabled = enabledOnly ? "and g.enabled" : "";
    const rows = await em.getConnection().execute<{ category_id: string; game_id: string }[]>(
      `select category_id, game_id from (
         select c.id as category_id, g.id as game_id, g.sort_order as ord, g.name as tie
           from game g cross join unnest(?::text[]) as c(id) where c.id = any(g.categories) ${enabled}
         union all
         select cg.category_id, g.id, cg.sort_order, g.name
           from category_game cg join game g on g.id = cg.game_id where cg.category_id = any(?::text[]) ${enabled}
       ) x order by category_id, ord, tie, game_id`,
      [textArray(categories.filter((c) => c.builtIn).map((c) => c.id)), textArray(categories.filter((c) => !c.builtIn).map((c) => c.id))],
      "all",
      em.getTransactionContext(),
    );
    const out = new Map<string, string[]>();
    for (const r of rows) out.set(r.category_id, [...(out.get(r.category_id) ?? []), r.game_id]);
    return out;
  }
}
