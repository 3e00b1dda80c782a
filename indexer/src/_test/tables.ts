import { HOT_LOGGED_TABLES, type Orm } from "@sunrise/db";

/** Every chain-derived row as JSON, table by table, in a stable order: two snapshots are equal iff the tables are. */
export async function snapshotTables(orm: Orm): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of HOT_LOGGED_TABLES) {
    const [row] = await orm.em.getConnection().execute(`select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]') as rows from "${table}" t`);
    out[table] = row!.rows as unknown[];
  }
  return out;
}

export async function countRows(orm: Orm, table: string, where = "true"): Promise<number> {
  const [row] = await orm.em.getConnection().execute(`select count(*)::int as n from "${table}" where ${where}`);
  return row!.n as number;
}
