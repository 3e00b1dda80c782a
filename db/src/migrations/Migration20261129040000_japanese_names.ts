import { Migration } from "@mikro-orm/migrations";

/** Names the back office manages get a Japanese name beside the English one (null: Japanese pages show the English name). */
export class Migration20261129040000_japanese_names extends Migration {
  override name = "Migration20261129040000_japanese_names";

  override up(): void {
    for (const table of ["area", "game", "game_table"]) this.addSql(`alter table "${table}" add column "name_ja" varchar(64) null;`);
  }

  override down(): void {
    for (const table of ["area", "game", "game_table"]) this.addSql(`alter table "${table}" drop column "name_ja";`);
  }
}
