import { Migration } from '@mikro-orm/migrations';

/** Games, areas and table configs as data (issue 9), favourites, rounds' closing time and table limits from chain. */
export class Migration20261122205436_live_tables extends Migration {

  override name = 'Migration20261122205436_live_tables';

  override up(): void | Promise<void> {
    this.addSql(`create table "area" ("id" varchar(32) not null, "name" varchar(64) not null, "enable" boolean not null default true, "start_utc_hour" smallint not null, "end_utc_hour" smallint not null, primary key ("id"));`);
    this.addSql(`alter table "area" add constraint "area_start_utc_hour_check" check (start_utc_hour between 0 and 23);`);
    this.addSql(`alter table "area" add constraint "area_end_utc_hour_check" check (end_utc_hour between 0 and 23);`);

    this.addSql(`create table "game" ("id" varchar(32) not null, "type" smallint not null, "name" varchar(64) not null, "image" varchar(255) not null, "erc20_address" varchar(42) not null, "is_hot" boolean not null default false, "is_new" boolean not null default false, "categories" text[] not null default '{}', "sort_order" int not null default 0, "enabled" boolean not null default true, primary key ("id"));`);
    this.addSql(`create index "game_type_index" on "game" ("type");`);
    this.addSql(`create index "game_erc20_address_index" on "game" ("erc20_address");`);
    this.addSql(`alter table "game" add constraint "game_erc20_address_lowercase" check ("erc20_address" ~ '^0x[0-9a-f]{40}$');`);

    this.addSql(`create table "favorite_game" ("user_address" varchar(42) not null, "game_id" varchar(32) not null, "created_at" timestamptz not null, primary key ("user_address", "game_id"));`);
    this.addSql(`alter table "favorite_game" add constraint "favorite_game_game_id_foreign" foreign key ("game_id") references "game" ("id") on delete cascade;`);
    this.addSql(`alter table "favorite_game" add constraint "favorite_game_user_address_lowercase" check ("user_address" ~ '^0x[0-9a-f]{40}$');`);

    this.addSql(`create table "game_table" ("id" int not null, "name" varchar(64) not null, "game_id" varchar(32) not null, "area_id" varchar(32) not null, "floor" smallint not null default 0, "contract_address" varchar(42) not null, "min_bet" numeric(78,0) not null, "max_bet" numeric(78,0) not null, "no_commission" boolean not null default false, "enabled" boolean not null default true, "betting_seconds" int not null default 15, primary key ("id"));`);
    this.addSql(`create index "game_table_game_id_index" on "game_table" ("game_id");`);
    this.addSql(`create index "game_table_area_id_index" on "game_table" ("area_id");`);
    this.addSql(`create index "game_table_floor_index" on "game_table" ("floor");`);
    this.addSql(`create index "game_table_contract_address_index" on "game_table" ("contract_address");`);
    this.addSql(`alter table "game_table" add constraint "game_table_game_id_foreign" foreign key ("game_id") references "game" ("id");`);
    this.addSql(`alter table "game_table" add constraint "game_table_area_id_foreign" foreign key ("area_id") references "area" ("id");`);
    this.addSql(`alter table "game_table" add constraint "game_table_contract_address_lowercase" check ("contract_address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`create or replace function "game_table_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "game_table" for each ROW execute function "game_table_hot_change_fn"();`);

    this.addSql(`create table "table_limits" ("contract_address" varchar(42) not null, "min_bet" numeric(78,0) not null, "max_bet" numeric(78,0) not null, "round_timeout" int not null, "block_number" int not null, primary key ("contract_address"));`);
    this.addSql(`alter table "table_limits" add constraint "table_limits_contract_address_lowercase" check ("contract_address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`create or replace function "table_limits_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "table_limits" for each ROW execute function "table_limits_hot_change_fn"();`);

    this.addSql(`alter table "table_round" add "closes_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "table_round" drop column "closes_at";`);
    this.addSql(`drop table if exists "table_limits" cascade;`);
    this.addSql(`drop function if exists "table_limits_hot_change_fn"();`);
    this.addSql(`drop table if exists "game_table" cascade;`);
    this.addSql(`drop function if exists "game_table_hot_change_fn"();`);
    this.addSql(`drop table if exists "favorite_game" cascade;`);
    this.addSql(`drop table if exists "game" cascade;`);
    this.addSql(`drop table if exists "area" cascade;`);
  }

}
