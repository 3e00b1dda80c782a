import { Migration } from "@mikro-orm/migrations";

const lowercase = (table: string, column: string) => `alter table "${table}" add constraint "${table}_${column}_lowercase" check ("${column}" ~ '^0x[0-9a-f]{40}$');`;

/** Jackpots (levels 1 mega … 4 mini, a provably fair draw, payouts as admin tasks) and their tickets. */
export class Migration20261124300000_jackpots extends Migration {
  override name = "Migration20261124300000_jackpots";

  override up(): void {
    this.addSql(`create table "jackpot" ("id" serial primary key, "name" varchar(100) not null, "level" smallint not null, "prize" numeric(78,0) not null, "winners_count" int not null, "wager_per_ticket" numeric(78,0) not null, "game_types" text[] not null default '{}', "opens_at" timestamptz not null, "draw_at" timestamptz not null, "state" varchar(10) not null default 'draft', "commitment" varchar(66) null, "server_seed" varchar(66) null, "client_seed" varchar(66) null, "client_seed_block" int null, "entries_hash" varchar(66) null, "ticket_count" int null, "winners" jsonb not null default '[]', "published_at" timestamptz null, "closed_at" timestamptz null, "drawn_at" timestamptz null, "paid_at" timestamptz null, "cancelled_at" timestamptz null, "cancel_reason" varchar(500) null, "created_by" varchar(42) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "jackpot_level_index" on "jackpot" ("level");`);
    this.addSql(`create index "jackpot_state_draw_at_index" on "jackpot" ("state", "draw_at");`);
    this.addSql(`alter table "jackpot" add constraint "jackpot_level_known" check ("level" between 1 and 4);`);
    this.addSql(`alter table "jackpot" add constraint "jackpot_state_known" check ("state" in ('draft', 'open', 'drawing', 'drawn', 'paid', 'cancelled'));`);
    this.addSql(`alter table "jackpot" add constraint "jackpot_amounts" check ("prize" > 0 and "wager_per_ticket" >= 0 and "winners_count" >= 1);`);
    this.addSql(`alter table "jackpot" add constraint "jackpot_dates_in_order" check ("opens_at" < "draw_at");`);
    this.addSql(`alter table "jackpot" add constraint "jackpot_drawn_has_seeds" check ("state" not in ('drawn', 'paid') or ("server_seed" is not null and "client_seed" is not null and "entries_hash" is not null and "ticket_count" is not null));`);
    this.addSql(lowercase("jackpot", "created_by"));

    this.addSql(`create table "jackpot_ticket" ("id" serial primary key, "jackpot_id" int not null, "owner" varchar(42) not null, "source" varchar(8) not null, "reason" varchar(500) null, "issued_by" varchar(42) null, "number" int null, "won" boolean not null default false, "voided_at" timestamptz null, "voided_by" varchar(42) null, "void_reason" varchar(500) null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "jackpot_ticket" add constraint "jackpot_ticket_jackpot_id_foreign" foreign key ("jackpot_id") references "jackpot" ("id") on delete cascade;`);
    this.addSql(`create index "jackpot_ticket_jackpot_id_number_index" on "jackpot_ticket" ("jackpot_id", "number");`);
    this.addSql(`create index "jackpot_ticket_jackpot_id_owner_index" on "jackpot_ticket" ("jackpot_id", "owner");`);
    this.addSql(`create unique index "jackpot_ticket_number_unique" on "jackpot_ticket" ("jackpot_id", "number") where "number" is not null;`);
    this.addSql(`alter table "jackpot_ticket" add constraint "jackpot_ticket_source_known" check ("source" in ('earned', 'issued'));`);
    this.addSql(`alter table "jackpot_ticket" add constraint "jackpot_ticket_issued_has_issuer" check (("source" = 'issued') = ("issued_by" is not null));`);
    this.addSql(`alter table "jackpot_ticket" add constraint "jackpot_ticket_void_has_reason" check (("voided_at" is null) = ("void_reason" is null) and ("voided_at" is null or "number" is null));`);
    this.addSql(lowercase("jackpot_ticket", "owner"));
  }

  override down(): void {
    this.addSql(`drop table if exists "jackpot_ticket" cascade;`);
    this.addSql(`drop table if exists "jackpot" cascade;`);
  }
}
