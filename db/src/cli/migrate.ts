// Applies every pending migration to DATABASE_URL (production runs this once per release, before
// the processes start; `npm start` migrates its own database by itself).
import { createOrm, migrate } from "../orm.js";
import { withSecretFiles } from "../ops/secret-files.js";

const url = withSecretFiles(process.env, ["DATABASE_URL"]).DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL (or DATABASE_URL_FILE) is required");
  process.exit(2);
}
const orm = await createOrm(url);
try {
  const applied = await migrate(orm);
  console.log(applied.length ? `applied ${applied.length} migration(s): ${applied.join(", ")}` : "the database is up to date");
} finally {
  await orm.close();
}
