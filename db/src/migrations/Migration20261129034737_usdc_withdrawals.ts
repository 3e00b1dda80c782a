import { Migration } from "@mikro-orm/migrations";

/** USDC withdrawals (process type 2) in the vault's queue: ETA, reasons, state, rejection; type 3 names the withdrawal it claims. */
export class Migration20261129034737_usdc_withdrawals extends Migration {
  override name = "Migration20261129034737_usdc_withdrawals";

  override up(): void {
    this.addSql(`alter table "bridge_process" add "release_at" timestamptz null, add "queue_reasons" smallint null, add "queue_state" varchar(10) null, add "reject_reason" text null, add "reviewed_by" varchar(42) null, add "withdrawal_id" varchar(66) null;`);
    this.addSql(`alter table "bridge_process" add constraint "bridge_process_queue_state_known" check ("queue_state" in ('pending', 'released', 'rejected', 'claimed'));`);
    this.addSql(`alter table "bridge_process" add constraint "bridge_process_reviewed_by_lowercase" check ("reviewed_by" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`create index "bridge_process_queue_state_index" on "bridge_process" ("queue_state");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "bridge_process_queue_state_index";`);
    this.addSql(`alter table "bridge_process" drop constraint if exists "bridge_process_queue_state_known", drop constraint if exists "bridge_process_reviewed_by_lowercase";`);
    this.addSql(`alter table "bridge_process" drop column "release_at", drop column "queue_reasons", drop column "queue_state", drop column "reject_reason", drop column "reviewed_by", drop column "withdrawal_id";`);
  }
}
