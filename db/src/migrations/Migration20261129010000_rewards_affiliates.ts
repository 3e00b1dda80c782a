import { Migration } from "@mikro-orm/migrations";

const lowercase = (table: string, column: string) => `alter table "${table}" add constraint "${table}_${column}_lowercase" check ("${column}" ~ '^0x[0-9a-f]{40}$');`;

/** The staking round schedule and each round's published figures; affiliates, their codes, referrals, daily commission and withdrawals. */
export class Migration20261129010000_rewards_affiliates extends Migration {
  override name = "Migration20261129010000_rewards_affiliates";

  override up(): void {
    this.addSql(`create table "staking_schedule" ("id" int not null, "round_seconds" int not null, "revenue_share_bps" int not null, "paused" boolean not null default false, "updated_at" timestamptz not null, "updated_by" varchar(42) null, primary key ("id"), constraint "staking_schedule_single" check ("id" = 1), constraint "staking_schedule_share" check ("revenue_share_bps" between 0 and 10000), constraint "staking_schedule_seconds" check ("round_seconds" > 0));`);
    this.addSql(`create table "staking_round_figures" ("round_id" int not null, "window_from" timestamptz not null, "window_to" timestamptz not null, "bets" int not null, "wagered" numeric(78,0) not null, "paid_out" numeric(78,0) not null, "house_net" numeric(78,0) not null, "revenue_share_bps" int not null, "reward" numeric(78,0) not null, "pools" jsonb not null, "fund_task_id" uuid null, "end_task_id" uuid null, "computed_at" timestamptz not null, primary key ("round_id"), constraint "staking_round_figures_reward" check ("reward" >= 0));`);

    this.addSql(`create table "affiliate" ("address" varchar(42) not null, "rate_bps" int not null default 1000, "suspended" boolean not null default false, "suspended_at" timestamptz null, "suspend_reason" text null, "created_at" timestamptz not null, primary key ("address"), constraint "affiliate_rate" check ("rate_bps" between 0 and 10000));`);
    this.addSql(`create table "affiliate_code" ("key" varchar(20) not null, "code" varchar(20) not null, "affiliate" varchar(42) not null, "created_at" timestamptz not null, primary key ("key"), constraint "affiliate_code_key" check ("key" = lower("code") and "code" ~ '^[A-Za-z0-9]{6,20}$'));`);
    this.addSql(`create index "affiliate_code_affiliate_index" on "affiliate_code" ("affiliate");`);
    this.addSql(`create table "referral" ("player" varchar(42) not null, "affiliate" varchar(42) not null, "code_key" varchar(20) not null, "registered_at" timestamptz not null, primary key ("player"), constraint "referral_not_self" check ("player" <> "affiliate"));`);
    this.addSql(`create index "referral_affiliate_index" on "referral" ("affiliate");`);
    this.addSql(`create table "affiliate_commission" ("day" date not null, "affiliate" varchar(42) not null, "player" varchar(42) not null, "bets" int not null, "wagered" numeric(78,0) not null, "theoretical" numeric(78,0) not null, "rate_bps" int not null, "commission" numeric(78,0) not null, "published_at" timestamptz not null, primary key ("day", "affiliate", "player"), constraint "affiliate_commission_positive" check ("commission" >= 0));`);
    this.addSql(`create index "affiliate_commission_affiliate_day_index" on "affiliate_commission" ("affiliate", "day");`);
    this.addSql(`create table "affiliate_day" ("day" date not null, "affiliates" int not null, "commission" numeric(78,0) not null, "published_at" timestamptz not null, primary key ("day"));`);
    this.addSql(`create table "affiliate_withdrawal" ("id" uuid not null, "affiliate" varchar(42) not null, "amount" numeric(78,0) not null, "to" varchar(42) not null, "task_id" uuid not null, "created_at" timestamptz not null, primary key ("id"), constraint "affiliate_withdrawal_positive" check ("amount" > 0));`);
    this.addSql(`create index "affiliate_withdrawal_affiliate_index" on "affiliate_withdrawal" ("affiliate");`);
    for (const [t, c] of [["affiliate", "address"], ["affiliate_code", "affiliate"], ["referral", "player"], ["referral", "affiliate"], ["affiliate_commission", "affiliate"], ["affiliate_commission", "player"], ["affiliate_withdrawal", "affiliate"], ["affiliate_withdrawal", "to"]] as const) {
      this.addSql(lowercase(t, c));
    }
  }

  override down(): void {
    for (const t of ["staking_schedule", "staking_round_figures", "affiliate", "affiliate_code", "referral", "affiliate_commission", "affiliate_day", "affiliate_withdrawal"]) this.addSql(`drop table if exists "${t}" cascade;`);
  }
}
