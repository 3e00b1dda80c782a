// Diffs the entities against a scratch database migrated to the latest version and writes a migration file.
import { createOrm, migrate } from "../orm.js";
import { withScratchDatabase } from "../testing/scratch.js";

await withScratchDatabase(async (url) => {
  const orm = await createOrm(url);
  await migrate(orm);
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(result.fileName ? `wrote ${result.fileName} — add it to src/migrations/index.ts` : "no changes");
  await orm.close();
});
