import { Migration } from "@mikro-orm/migrations";

/**
 * Back office: the operation log, on-chain admin tasks the operator runs, and the user fields
 * membership management reads and sets (email, last IP, chat and image bans).
 */
export class Migration20261122235503_back_office extends Migration {
  override name = "Migration20261122235503_back_office";

  override up(): void {
    this.addSql(`create table "operation_log" ("id" uuid not null, "at" timestamptz not null, "actor_address" varchar(42) not null, "actor_type" smallint not null, "actor_ip" varchar(45) not null, "action" varchar(64) not null, "target_type" varchar(32) not null, "target_id" text not null, "before" jsonb null, "after" jsonb null, "summary" text not null, primary key ("id"));`);
    this.addSql(`create index "operation_log_at_index" on "operation_log" ("at");`);
    this.addSql(`create index "operation_log_action_index" on "operation_log" ("action");`);
    this.addSql(`create index "operation_log_target_type_target_id_index" on "operation_log" ("target_type", "target_id");`);
    this.addSql(`create index "operation_log_actor_address_at_index" on "operation_log" ("actor_address", "at");`);
    this.addSql(`alter table "operation_log" add constraint "operation_log_actor_address_lowercase" check ("actor_address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "operation_log" add constraint "operation_log_actor_type_staff" check ("actor_type" in (1, 2, 3));`);

    this.addSql(`create table "admin_task" ("id" uuid not null, "kind" varchar(32) not null, "params" jsonb not null, "state" varchar(8) not null default 'new', "chain" varchar(8) null, "tx_hash" varchar(66) null, "error" text null, "created_by" varchar(42) not null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "admin_task_kind_index" on "admin_task" ("kind");`);
    this.addSql(`create index "admin_task_created_at_index" on "admin_task" ("created_at");`);
    this.addSql(`create index "admin_task_state_created_at_index" on "admin_task" ("state", "created_at");`);
    this.addSql(`alter table "admin_task" add constraint "admin_task_created_by_lowercase" check ("created_by" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "admin_task" add constraint "admin_task_state_known" check ("state" in ('new', 'running', 'success', 'failed'));`);

    this.addSql(`alter table "app_user" add "email" varchar(254) null, add "chat_banned" boolean not null default false, add "image_banned" boolean not null default false, add "last_ip" varchar(45) null;`);
    this.addSql(`create index "app_user_email_index" on "app_user" ("email");`);
    this.addSql(`create index "app_user_user_type_index" on "app_user" ("user_type");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "admin_task" cascade;`);
    this.addSql(`drop table if exists "operation_log" cascade;`);
    this.addSql(`drop index "app_user_email_index";`);
    this.addSql(`drop index "app_user_user_type_index";`);
    this.addSql(`alter table "app_user" drop column "email", drop column "chat_banned", drop column "image_banned", drop column "last_ip";`);
  }
}
