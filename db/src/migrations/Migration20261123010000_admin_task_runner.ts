import { Migration } from "@mikro-orm/migrations";

/**
 * What the operator's task runner keeps per task: every transaction it sent (recorded before the
 * broadcast, so a restart re-checks instead of sending again), a lease and the runner holding it
 * (a runner that stopped mid-task is taken over; one that stalled past its lease can no longer
 * write), retries, and the task's target for filters and links.
 */
export class Migration20261123010000_admin_task_runner extends Migration {
  override name = "Migration20261123010000_admin_task_runner";

  override up(): void {
    this.addSql(`alter table "admin_task" add column "target" varchar(120) null, add column "txs" jsonb not null default '[]', add column "attempts" smallint not null default 0, add column "lease_until" timestamptz null, add column "claimed_by" varchar(64) null, add column "updated_at" timestamptz not null default now();`);
    this.addSql(`create index "admin_task_target_index" on "admin_task" ("target");`);
    this.addSql(`create index "admin_task_created_by_index" on "admin_task" ("created_by");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "admin_task_target_index";`);
    this.addSql(`drop index if exists "admin_task_created_by_index";`);
    this.addSql(`alter table "admin_task" drop column "target", drop column "txs", drop column "attempts", drop column "lease_until", drop column "claimed_by", drop column "updated_at";`);
  }
}
