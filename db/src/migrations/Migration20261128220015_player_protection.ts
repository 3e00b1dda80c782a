import { Migration } from "@mikro-orm/migrations";

const WHEN = `coalesce(current_setting('sunrise.hot_block', true), '') <> ''`;
const TABLES = ["player_protection", "player_protection_event"];
const lowercase = (table: string, column: string) => `alter table "${table}" add constraint "${table}_${column}_lowercase" check ("${column}" ~ '^0x[0-9a-f]{40}$');`;

/** Each cashier account's responsible-gaming rules and the history of their changes, indexed from the game chain. */
export class Migration20261128220015_player_protection extends Migration {
  override name = "Migration20261128220015_player_protection";

  override up(): void {
    this.addSql(`create table "player_protection" ("account" varchar(42) not null, "single_bet" numeric(78,0) not null, "daily_loss" numeric(78,0) not null, "weekly_loss" numeric(78,0) not null, "monthly_loss" numeric(78,0) not null, "daily_minutes" int not null, "pending" jsonb null, "pending_at" timestamptz null, "blocked_until" timestamptz null, "excluded" boolean not null, "resume_at" timestamptz null, "banned" boolean not null, "updated_at" timestamptz not null, primary key ("account"));`);
    this.addSql(`create table "player_protection_event" ("id" varchar(80) not null, "account" varchar(42) not null, "kind" varchar(20) not null, "limits" jsonb null, "effective_at" timestamptz null, "period" smallint null, "until" timestamptz null, "self_exclusion" boolean null, "by_staff" boolean null, "banned" boolean null, "block_number" int not null, "timestamp" timestamptz not null, "tx_hash" varchar(66) not null, primary key ("id"));`);
    this.addSql(`create index "player_protection_event_timestamp_index" on "player_protection_event" ("timestamp");`);
    this.addSql(`create index "player_protection_event_account_timestamp_index" on "player_protection_event" ("account", "timestamp");`);
    this.addSql(lowercase("player_protection", "account"));
    this.addSql(lowercase("player_protection_event", "account"));
    this.addSql(
      `alter table "player_protection_event" add constraint "player_protection_event_kind_known" check ("kind" in ('limits_set', 'limits_pending', 'pending_cancelled', 'break_started', 'resume_requested', 'play_resumed', 'ban_set'));`,
    );
    for (const t of TABLES) {
      this.addSql(`create or replace function "${t}_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
      this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "${t}" for each ROW\n  when (${WHEN}) execute function "${t}_hot_change_fn"();`);
    }
  }

  override down(): void {
    for (const t of TABLES) {
      this.addSql(`drop table if exists "${t}" cascade;`);
      this.addSql(`drop function if exists "${t}_hot_change_fn"();`);
    }
  }
}
