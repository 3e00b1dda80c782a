import { Migration } from "@mikro-orm/migrations";

/** Whether a table's contract is paused (its Paused / Unpaused events), beside the limits it reports. */
export class Migration20261124400000_table_paused extends Migration {
  override name = "Migration20261124400000_table_paused";

  override up(): void {
    this.addSql(`alter table "table_limits" add column "paused" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "table_limits" drop column "paused";`);
  }
}
