import { Migration } from "@mikro-orm/migrations";

const WHEN = "coalesce(current_setting('sunrise.hot_block', true), '') <> ''";

/**
 * Rounds settled by the contract from proven cards or the round's stream: each round's outcome
 * codes, player seeds, shoe and card proofs; shoes of baccarat and dragon
 * tiger tables (table_shoe, logged for reorgs like every chain-derived table).
 */
export class Migration20261122235306_table_shoes extends Migration {
  override name = "Migration20261122235306_table_shoes";

  override up(): void {
    this.addSql(`create table "table_shoe" ("id" varchar(64) not null, "table" varchar(42) not null, "table_id" int not null, "shoe_id" int not null, "state" varchar(10) not null, "commitment" varchar(66) not null, "started_block" int not null, "started_at" timestamptz not null, "start_tx" varchar(66) not null, "client_seed" varchar(66) null, "root" varchar(66) null, "cut_index" smallint null, "burn_card" smallint null, "first_position" smallint null, "position" smallint null, "dealing_at" timestamptz null, "last_position" smallint null, "finished_at" timestamptz null, "server_seed" varchar(66) null, "revealed_at" timestamptz null, "round_count" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "table_shoe_table_index" on "table_shoe" ("table");`);
    this.addSql(`create index "table_shoe_table_id_shoe_id_index" on "table_shoe" ("table_id", "shoe_id");`);
    this.addSql(`alter table "table_shoe" add constraint "table_shoe_table_lowercase" check ("table" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`create or replace function "table_shoe_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "table_shoe" for each ROW\n  when (${WHEN}) execute function "table_shoe_hot_change_fn"();`);

    this.addSql(`alter table "table_round" add "outcome" jsonb null, add "player_seeds" jsonb not null default '[]', add "shoe_id" int null, add "first_position" smallint null, add "card_proofs" jsonb null;`);
    this.addSql(`alter table "table_round" alter column "state" type varchar(10);`);
    this.addSql(`create index "table_round_table_id_shoe_id_round_id_index" on "table_round" ("table_id", "shoe_id", "round_id");`);
  }

  override down(): void {
    this.addSql(`drop index "table_round_table_id_shoe_id_round_id_index";`);
    this.addSql(`alter table "table_round" drop column "outcome", drop column "player_seeds", drop column "shoe_id", drop column "first_position", drop column "card_proofs";`);
    this.addSql(`alter table "table_round" alter column "state" type varchar(8);`);
    this.addSql(`drop table if exists "table_shoe" cascade;`);
    this.addSql(`drop function if exists "table_shoe_hot_change_fn"();`);
  }
}
