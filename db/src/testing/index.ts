import { createOrm, migrate, type Orm } from "../orm.js";
import { createScratchDatabase } from "./scratch.js";

export * from "./scratch.js";

export interface TestDatabase {
  url: string;
  orm: Orm;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const db = await createScratchDatabase();
  const orm = await createOrm(db.url);
  await migrate(orm);
  return {
    url: db.url,
    orm,
    close: async () => {
      await orm.close(true);
      await db.drop();
    },
  };
}
