import { MikroORM, defineConfig, type Options } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";
import { entities } from "./entities/index.js";
import { migrationsList } from "./migrations/index.js";
import { CHAIN_ROW_TABLES, logHotChange, undoHotChanges } from "./hot-changes.js";

export type Orm = MikroORM;

export function ormConfig(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    routines: [logHotChange, undoHotChanges],
    extensions: [Migrator],
    migrations: { migrationsList, path: new URL("./migrations", import.meta.url).pathname, emit: "ts", snapshot: false, silent: true },
    pool: { min: 0, max: 10 },
    debug: false,
    ...overrides,
  });
}

export async function createOrm(databaseUrl: string, overrides: Partial<Options> = {}): Promise<Orm> {
  return MikroORM.init(ormConfig(databaseUrl, overrides));
}

/** Applies every pending migration; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}

/** Tables derived from chain events: emptied when the chains restart from genesis. */
export const CHAIN_DERIVED_TABLES = [...CHAIN_ROW_TABLES, "processor_status", "processor_hot_block", "hot_change", "staking_round_figures"] as const;

export async function resetChainState(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute(`truncate ${CHAIN_DERIVED_TABLES.map((t) => `"${t}"`).join(", ")}`);
}
