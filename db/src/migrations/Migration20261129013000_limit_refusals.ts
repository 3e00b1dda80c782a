import { Migration } from "@mikro-orm/migrations";

/** Stakes the Cashier refused at a limit, per player, rule and UTC day (the back office's "players who hit a limit"). */
export class Migration20261129013000_limit_refusals extends Migration {
  override name = "Migration20261129013000_limit_refusals";

  override up(): void {
    this.addSql(`create table "limit_refusal" ("player" varchar(42) not null, "rule" varchar(20) not null, "day" date not null, "refusals" int not null, "last_at" timestamptz not null, primary key ("player", "rule", "day"));`);
    this.addSql(`alter table "limit_refusal" add constraint "limit_refusal_player_lowercase" check ("player" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "limit_refusal" add constraint "limit_refusal_rule_known" check ("rule" in ('daily_loss', 'weekly_loss', 'monthly_loss', 'single_bet', 'play_time'));`);
    this.addSql(`create index "limit_refusal_day_index" on "limit_refusal" ("day");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "limit_refusal" cascade;`);
  }
}
