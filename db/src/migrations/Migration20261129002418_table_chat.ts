import { Migration } from "@mikro-orm/migrations";

const lowercase = (table: string, column: string) => `alter table "${table}" add constraint "${table}_${column}_lowercase" check ("${column}" ~ '^0x[0-9a-f]{40}$');`;

/** Table chat: lines, players' reports, the chat's settings, and timed chat bans with a reason. */
export class Migration20261129002418_table_chat extends Migration {
  override name = "Migration20261129002418_table_chat";

  override up(): void {
    this.addSql(`create table "chat_message" ("id" uuid not null, "table_id" int not null, "kind" varchar(10) not null default 'player', "author_address" varchar(42) not null, "body" text not null, "shown" text not null, "amount" numeric(78,0) null, "source_key" varchar(80) null, "created_at" timestamptz not null, "deleted_at" timestamptz null, "deleted_by" varchar(42) null, primary key ("id"));`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_source_key_unique" unique ("source_key");`);
    this.addSql(`create index "chat_message_created_at_index" on "chat_message" ("created_at");`);
    this.addSql(`create index "chat_message_table_id_created_at_index" on "chat_message" ("table_id", "created_at");`);
    this.addSql(`create index "chat_message_author_address_created_at_index" on "chat_message" ("author_address", "created_at");`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_kind_known" check ("kind" in ('player', 'big_win'));`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_big_win_has_amount" check (("kind" = 'big_win') = ("amount" is not null));`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_deleted_has_staff" check (("deleted_at" is null) = ("deleted_by" is null));`);
    this.addSql(lowercase("chat_message", "author_address"));

    this.addSql(`create table "chat_report" ("id" uuid not null, "message_id" uuid not null, "reporter_address" varchar(42) not null, "reason" varchar(200) null, "created_at" timestamptz not null, "resolved_at" timestamptz null, "resolved_by" varchar(42) null, "resolution" varchar(10) null, primary key ("id"));`);
    this.addSql(`create index "chat_report_resolved_at_created_at_index" on "chat_report" ("resolved_at", "created_at");`);
    this.addSql(`alter table "chat_report" add constraint "chat_report_message_id_reporter_address_unique" unique ("message_id", "reporter_address");`);
    this.addSql(`alter table "chat_report" add constraint "chat_report_message_id_foreign" foreign key ("message_id") references "chat_message" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_report" add constraint "chat_report_resolution_known" check (("resolved_at" is null and "resolution" is null and "resolved_by" is null) or ("resolved_at" is not null and "resolution" in ('deleted', 'dismissed') and "resolved_by" is not null));`);
    this.addSql(lowercase("chat_report", "reporter_address"));

    this.addSql(`create table "chat_settings" ("id" smallint primary key, "big_win_threshold" numeric(78,0) null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "chat_settings" add constraint "chat_settings_one_row" check ("id" = 1);`);
    this.addSql(`alter table "chat_settings" add constraint "chat_settings_threshold_positive" check ("big_win_threshold" is null or "big_win_threshold" > 0);`);

    this.addSql(`alter table "app_user" add "chat_banned_until" timestamptz null, add "chat_ban_reason" varchar(500) null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "chat_report" cascade;`);
    this.addSql(`drop table if exists "chat_message" cascade;`);
    this.addSql(`drop table if exists "chat_settings" cascade;`);
    this.addSql(`alter table "app_user" drop column "chat_banned_until", drop column "chat_ban_reason";`);
  }
}
