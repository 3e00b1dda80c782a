import { Migration } from "@mikro-orm/migrations";
import { RANKING_TABLES } from "../entities/ranking.js";

const WHEN = "coalesce(current_setting('sunrise.hot_block', true), '') <> ''";
const lowercase = (table: string, column: string) => `alter table "${table}" add constraint "${table}_${column}_lowercase" check ("${column}" ~ '^0x[0-9a-f]{40}$');`;

/** The lobby's built-in categories, named as the lobby names them. */
const BUILT_IN: [string, string, string][] = [["feature", "Featured", "注目"], ["hot", "Hot", "人気"], ["recommend", "Recommended", "おすすめ"], ["vip", "VIP", "VIP"], ["top", "Top", "トップ"]];

/**
 * Content managed from the back office (uploads, messages and reads, popups and views, top
 * banners, categories, the player's photo) and the rankings the indexer keeps (filled by
 * Migration20261124200000_rankings_fill once bets carry their extra stakes).
 */
export class Migration20261124000000_content_and_rankings extends Migration {
  override name = "Migration20261124000000_content_and_rankings";

  override up(): void {
    this.addSql(`create table "upload" ("id" uuid not null, "sha256" varchar(64) not null, "content_type" varchar(32) not null, "width" int not null, "height" int not null, "byte_size" int not null, "data" bytea not null, "uploaded_by" varchar(42) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "upload" add constraint "upload_sha256_unique" unique ("sha256");`);
    this.addSql(lowercase("upload", "uploaded_by"));
    this.addSql(`alter table "upload" add constraint "upload_content_type_image" check ("content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif'));`);
    this.addSql(`alter table "upload" add constraint "upload_byte_size_limit" check ("byte_size" = octet_length("data") and "byte_size" <= 1048576);`);

    this.addSql(`alter table "app_user" add "image_id" uuid null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_image_id_foreign" foreign key ("image_id") references "upload" ("id") on delete set null;`);

    this.addSql(`create table "message" ("id" uuid not null, "title" varchar(200) not null, "content" text not null, "html_content" text null, "target_all" boolean not null default true, "target_addresses" text[] not null default '{}', "send_at" timestamptz null, "state" varchar(10) not null default 'draft', "sent_at" timestamptz null, "created_by" varchar(42) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "message_state_sent_at_index" on "message" ("state", "sent_at");`);
    this.addSql(`create index "message_state_send_at_index" on "message" ("state", "send_at");`);
    this.addSql(`create index "message_target_addresses_index" on "message" using gin ("target_addresses");`);
    this.addSql(`alter table "message" add constraint "message_state_known" check ("state" in ('draft', 'published', 'sent'));`);
    this.addSql(`alter table "message" add constraint "message_sent_has_time" check (("state" = 'sent') = ("sent_at" is not null));`);
    this.addSql(lowercase("message", "created_by"));

    this.addSql(`create table "message_read" ("message_id" uuid not null, "address" varchar(42) not null, "read_at" timestamptz not null, primary key ("message_id", "address"));`);
    this.addSql(`alter table "message_read" add constraint "message_read_message_id_foreign" foreign key ("message_id") references "message" ("id") on delete cascade;`);
    this.addSql(lowercase("message_read", "address"));

    this.addSql(`create table "popup" ("id" uuid not null, "title" varchar(100) not null, "type" smallint not null, "display" boolean not null default false, "start_date" timestamptz not null, "end_date" timestamptz not null, "display_times" int not null default 1, "position" smallint not null default 1, "pc_image_id" uuid null, "sp_image_id" uuid null, "link" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "popup_display_start_date_end_date_index" on "popup" ("display", "start_date", "end_date");`);
    this.addSql(`alter table "popup" add constraint "popup_pc_image_id_foreign" foreign key ("pc_image_id") references "upload" ("id") on delete set null;`);
    this.addSql(`alter table "popup" add constraint "popup_sp_image_id_foreign" foreign key ("sp_image_id") references "upload" ("id") on delete set null;`);
    this.addSql(`alter table "popup" add constraint "popup_type_check" check (type in (1, 2));`);
    this.addSql(`alter table "popup" add constraint "popup_display_times_check" check (display_times >= 1);`);
    this.addSql(`alter table "popup" add constraint "popup_position_check" check (position in (1, 2));`);
    this.addSql(`alter table "popup" add constraint "popup_dates_in_order" check (start_date <= end_date);`);

    this.addSql(`create table "popup_view" ("popup_id" uuid not null, "address" varchar(42) not null, "shown" int not null default 0, "last_shown_at" timestamptz not null, primary key ("popup_id", "address"));`);
    this.addSql(`alter table "popup_view" add constraint "popup_view_popup_id_foreign" foreign key ("popup_id") references "popup" ("id") on delete cascade;`);
    this.addSql(lowercase("popup_view", "address"));

    this.addSql(`create table "banner" ("id" uuid not null, "title" varchar(100) not null, "type" smallint not null, "location" smallint not null, "image_id" uuid not null, "mobile_image_id" uuid null, "sort_order" int not null default 0, "display" boolean not null default true, "start_date" timestamptz null, "end_date" timestamptz null, "link" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "banner_location_display_sort_order_index" on "banner" ("location", "display", "sort_order");`);
    this.addSql(`alter table "banner" add constraint "banner_image_id_foreign" foreign key ("image_id") references "upload" ("id");`);
    this.addSql(`alter table "banner" add constraint "banner_mobile_image_id_foreign" foreign key ("mobile_image_id") references "upload" ("id") on delete set null;`);
    this.addSql(`alter table "banner" add constraint "banner_type_check" check (type in (1, 2));`);
    this.addSql(`alter table "banner" add constraint "banner_location_check" check (location in (11, 21, 22, 23, 24, 25));`);
    this.addSql(`alter table "banner" add constraint "banner_location_of_type" check ((type = 2) = (location = 11));`);
    this.addSql(`alter table "banner" add constraint "banner_dates_in_order" check (start_date is null or end_date is null or start_date <= end_date);`);

    this.addSql(`create table "category" ("id" varchar(32) not null, "name_en" varchar(64) not null, "name_ja" varchar(64) not null, "sort_order" int not null default 0, "enabled" boolean not null default true, "built_in" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create table "category_game" ("category_id" varchar(32) not null, "game_id" varchar(32) not null, "sort_order" int not null default 0, primary key ("category_id", "game_id"));`);
    this.addSql(`create index "category_game_game_id_index" on "category_game" ("game_id");`);
    this.addSql(`alter table "category_game" add constraint "category_game_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "category_game" add constraint "category_game_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade;`);
    BUILT_IN.forEach(([id, en, ja], i) => {
      this.addSql(`insert into "category" ("id", "name_en", "name_ja", "sort_order", "enabled", "built_in", "created_at", "updated_at") values ('${id}', '${en}', '${ja}', ${(i + 1) * 10}, true, true, now(), now());`);
    });

    this.addSql(`create table "ranking_game" ("period" varchar(5) not null, "period_start" date not null, "game_type" smallint not null, "bets" int not null default 0, "wagered" numeric(78,0) not null default '0', "players" int not null default 0, primary key ("period", "period_start", "game_type"));`);
    this.addSql(`create table "ranking_game_player" ("period" varchar(5) not null, "period_start" date not null, "game_type" smallint not null, "player" varchar(42) not null, primary key ("period", "period_start", "game_type", "player"));`);
    this.addSql(`create table "ranking_table" ("period" varchar(5) not null, "period_start" date not null, "table_id" int not null, "game_type" smallint not null, "bets" int not null default 0, "wagered" numeric(78,0) not null default '0', "players" int not null default 0, primary key ("period", "period_start", "table_id"));`);
    this.addSql(`create table "ranking_table_player" ("period" varchar(5) not null, "period_start" date not null, "table_id" int not null, "player" varchar(42) not null, primary key ("period", "period_start", "table_id", "player"));`);
    this.addSql(`create table "ranking_win" ("period" varchar(5) not null, "period_start" date not null, "bet_id" varchar(72) not null, "player" varchar(42) not null, "table_id" int not null, "game_type" smallint not null, "amount" numeric(78,0) not null, "payout" numeric(78,0) not null, "multiplier" numeric(40,4) not null, "placed_at" timestamptz not null, primary key ("period", "period_start", "bet_id"));`);
    this.addSql(`create index "ranking_win_period_period_start_multiplier_index" on "ranking_win" ("period", "period_start", "multiplier");`);
    this.addSql(lowercase("ranking_game_player", "player"));
    this.addSql(lowercase("ranking_table_player", "player"));
    this.addSql(lowercase("ranking_win", "player"));
    for (const t of RANKING_TABLES) {
      this.addSql(`alter table "${t}" add constraint "${t}_period_known" check ("period" in ('day', 'week', 'month'));`);
      this.addSql(`create or replace function "${t}_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
      this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "${t}" for each ROW\n  when (${WHEN}) execute function "${t}_hot_change_fn"();`);
    }
  }

  override down(): void {
    for (const t of RANKING_TABLES) {
      this.addSql(`drop table if exists "${t}" cascade;`);
      this.addSql(`drop function if exists "${t}_hot_change_fn"();`);
    }
    for (const t of ["category_game", "category", "banner", "popup_view", "popup", "message_read", "message"]) this.addSql(`drop table if exists "${t}" cascade;`);
    this.addSql(`alter table "app_user" drop constraint "app_user_image_id_foreign";`);
    this.addSql(`alter table "app_user" drop column "image_id";`);
    this.addSql(`drop table if exists "upload" cascade;`);
  }
}
