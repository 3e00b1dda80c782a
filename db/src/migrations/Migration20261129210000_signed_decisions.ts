import { Migration } from "@mikro-orm/migrations";

/** Decisions players signed for the dealer to send in batches (the decision tables' relay). */
export class Migration20261129210000_signed_decisions extends Migration {
  override name = "Migration20261129210000_signed_decisions";

  override up(): void {
    this.addSql(`create table "signed_decision" ("id" bigserial primary key, "table" varchar(42) not null, "table_id" int not null, "round_id" int not null, "bet_index" int not null, "decision_window" smallint not null, "hand" smallint not null, "action" smallint not null, "signature" varchar(132) not null, "signer" varchar(42) not null, "player" varchar(42) not null, "state" varchar(16) not null default 'pending', "reason" text null, "tx_hash" varchar(66) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    for (const column of ["table", "signer", "player"]) {
      this.addSql(`alter table "signed_decision" add constraint "signed_decision_${column}_lowercase" check ("${column}" ~ '^0x[0-9a-f]{40}$');`);
    }
    this.addSql(`alter table "signed_decision" add constraint "signed_decision_state_known" check ("state" in ('pending', 'sent', 'refused'));`);
    this.addSql(`create unique index "signed_decision_table_round_id_bet_index_decision_window_unique" on "signed_decision" ("table", "round_id", "bet_index", "decision_window");`);
    this.addSql(`create index "signed_decision_state_table_index" on "signed_decision" ("state", "table");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "signed_decision";`);
  }
}
