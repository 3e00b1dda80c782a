import { Migration } from "@mikro-orm/migrations";

/** A table's latest round, its recent results and its history pages walk (table_id, round_id). */
export class Migration20261122211930_table_round_by_table extends Migration {
  override name = "Migration20261122211930_table_round_by_table";

  override up(): void {
    this.addSql(`create index "table_round_table_id_round_id_index" on "table_round" ("table_id", "round_id");`);
  }

  override down(): void {
    this.addSql(`drop index "table_round_table_id_round_id_index";`);
  }
}
