import { Migration } from "@mikro-orm/migrations";

/** Site-wide switches the back office turns (the maintenance notice), one row. */
export class Migration20261129070000_site_settings extends Migration {
  override name = "Migration20261129070000_site_settings";

  override up(): void {
    this.addSql(`create table "site_settings" ("id" smallint primary key, "maintenance" boolean not null default false, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "site_settings" add constraint "site_settings_one_row" check ("id" = 1);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "site_settings" cascade;`);
  }
}
