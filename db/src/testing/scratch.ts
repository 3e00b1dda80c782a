import pg from "pg";
import { randomBytes } from "node:crypto";

/** The server tests and tools use: DATABASE_URL, else the embedded one the test setup started. */
export function serverUrl(): string {
  const url = process.env.DATABASE_URL ?? process.env.SUNRISE_TEST_DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set and no embedded test database was started");
  return url;
}

export function databaseUrl(server: string, name: string): string {
  const u = new URL(server);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(server: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty, uniquely named database and returns its URL. */
export async function createScratchDatabase(prefix = "sunrise_test"): Promise<{ url: string; drop(): Promise<void> }> {
  const server = serverUrl();
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await admin(server, (c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    url: databaseUrl(server, name),
    drop: () => admin(server, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

export async function withScratchDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const db = await createScratchDatabase("sunrise_scratch");
  try {
    return await fn(db.url);
  } finally {
    await db.drop();
  }
}
