import { Migration } from "@mikro-orm/migrations";

const WHEN = "coalesce(current_setting('sunrise.hot_block', true), '') <> ''";

/**
 * Decision tables (casino hold'em, blackjack): each decision a player took (table_decision, logged
 * for reorgs like every chain-derived table); a round's deck root, decision window and deadline;
 * a bet's escrowed extra stakes and its hands as replayed at the reveal.
 */
export class Migration20261124100000_decision_tables extends Migration {
  override name = "Migration20261124100000_decision_tables";

  override up(): void {
    this.addSql(`create table "table_decision" ("id" varchar(80) not null, "round_key" varchar(64) not null, "table_id" int not null, "round_id" int not null, "bet_index" int not null, "player" varchar(42) not null, "hand" smallint not null, "decision_window" smallint not null, "action" smallint not null, "extra_stake" numeric(78,0) not null, "decided_at" timestamptz not null, "block_number" int not null, "tx_hash" varchar(66) not null, primary key ("id"));`);
    this.addSql(`create index "table_decision_round_key_index" on "table_decision" ("round_key");`);
    this.addSql(`alter table "table_decision" add constraint "table_decision_player_lowercase" check ("player" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`create or replace function "table_decision_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "table_decision" for each ROW\n  when (${WHEN}) execute function "table_decision_hot_change_fn"();`);

    this.addSql(`alter table "table_round" add "root" varchar(66) null, add "dealt_at" timestamptz null, add "decision_window" smallint not null default 0, add "window_closes_at" timestamptz null, add "settle_by" timestamptz null;`);
    this.addSql(`alter table "table_bet" add "extra_stake" numeric(78,0) not null default '0', add "hands" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "table_bet" drop column "extra_stake", drop column "hands";`);
    this.addSql(`alter table "table_round" drop column "root", drop column "dealt_at", drop column "decision_window", drop column "window_closes_at", drop column "settle_by";`);
    this.addSql(`drop table if exists "table_decision" cascade;`);
    this.addSql(`drop function if exists "table_decision_hot_change_fn"();`);
  }
}
