import { Migration } from "@mikro-orm/migrations";

/** A player's email is theirs alone, whatever its letter case (SPEC §8 "This email is already exist"). */
export class Migration20261129080000_unique_email extends Migration {
  override name = "Migration20261129080000_unique_email";

  override up(): void {
    this.addSql(`create unique index "app_user_email_unique" on "app_user" (lower("email")) where "email" is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "app_user_email_unique";`);
  }
}
