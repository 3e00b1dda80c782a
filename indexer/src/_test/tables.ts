import { Area, Game, GameTableConfig, HOT_LOGGED_TABLES, type Orm } from "@sunrise/db";

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

/** A game, an all-day area and a table configured on `contractAddress`, as the demo seed writes them. */
export async function seedTableConfig(orm: Orm, t: { id: number; name?: string; gameId: string; gameType: number; contractAddress: string; minBet: string; maxBet: string }): Promise<void> {
  const em = orm.em.fork();
  em.create(Game, { id: t.gameId, type: t.gameType, name: t.gameId, image: `/games/${t.gameId}.svg`, erc20Address: `0x${"5".repeat(40)}` });
  em.create(Area, { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(GameTableConfig, { id: t.id, name: t.name ?? `Table ${t.id}`, gameId: t.gameId, areaId: "main-hall", contractAddress: t.contractAddress, minBet: t.minBet, maxBet: t.maxBet });
  await em.flush();
}
