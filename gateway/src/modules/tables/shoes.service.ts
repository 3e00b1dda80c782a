import { TableShoe, type EntityManager } from "@sunrise/db";
import type { TableShoeType } from "./shoe.type.js";

export const toShoe = (s: TableShoe): TableShoeType => ({
  ...s,
  clientSeed: s.clientSeed ?? null, root: s.root ?? null, cutIndex: s.cutIndex ?? null, burnCard: s.burnCard ?? null, firstPosition: s.firstPosition ?? null,
  position: s.position ?? 0, lastPosition: s.lastPosition ?? null, serverSeed: s.serverSeed ?? null, dealingAt: s.dealingAt ?? null, finishedAt: s.finishedAt ?? null,
  revealedAt: s.revealedAt ?? null,
});

/** Shoes of the baccarat and dragon tiger tables, as the indexer records them. */
export class ShoesService {
  /** Shoes by id (`<table>:<shoe id>`). */
  async byIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, TableShoeType>> {
    const rows = ids.length ? await em.find(TableShoe, { id: { $in: [...ids] } }) : [];
    return new Map(rows.map((s) => [s.id, toShoe(s)]));
  }

  async one(em: EntityManager, tableId: number, shoeId: number): Promise<TableShoeType | null> {
    const row = await em.findOne(TableShoe, { tableId, shoeId });
    return row ? toShoe(row) : null;
  }

  /** Each table's newest shoe (tables without shoes are absent): one statement. */
  async current(em: EntityManager, tableIds: readonly number[]): Promise<Map<number, TableShoeType>> {
    if (!tableIds.length) return new Map();
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(
      `select s.* from unnest(array[?]::int[]) as t(id)
       cross join lateral (select * from table_shoe where table_id = t.id order by shoe_id desc limit 1) s`,
      [[...tableIds]],
    );
    return new Map(rows.map((row) => toShoe(em.map(TableShoe, row))).map((s) => [s.tableId, s]));
  }
}
