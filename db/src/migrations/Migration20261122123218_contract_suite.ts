import { Migration } from '@mikro-orm/migrations';

export class Migration20261122123218_contract_suite extends Migration {

  override name = 'Migration20261122123218_contract_suite';

  override up(): void | Promise<void> {
    this.addSql(`create table "bonus" ("id" varchar(66) not null, "address" varchar(42) not null, "deposit_amount" numeric(78,0) not null, "bonus_amount" numeric(78,0) not null, "deposit_tx" varchar(66) not null, "claim_tx" varchar(66) null, "claimable" boolean not null default false, "total_bet" numeric(78,0) null, "deposited_at" timestamptz not null, "expired_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "bonus_address_index" on "bonus" ("address");`);
    this.addSql(`create index "bonus_expired_at_index" on "bonus" ("expired_at");`);

    this.addSql(`create table "bonus_vote" ("id" varchar(140) not null, "kind" varchar(8) not null, "tx_id" varchar(66) not null, "validator" varchar(42) not null, "votes" int not null, "tx_hash" varchar(66) not null, "block_number" int not null, primary key ("id"));`);
    this.addSql(`create index "bonus_vote_tx_id_index" on "bonus_vote" ("tx_id");`);

    this.addSql(`create table "stake" ("id" varchar(85) not null, "user" varchar(42) not null, "pool" varchar(42) not null, "amount" numeric(78,0) not null, primary key ("id"));`);
    this.addSql(`create index "stake_user_index" on "stake" ("user");`);

    this.addSql(`create table "staking_claim" ("id" varchar(80) not null, "user" varchar(42) not null, "contract" varchar(42) not null, "amount" numeric(78,0) not null, "staking_type" smallint not null, "transaction_hash" varchar(66) not null, "timestamp" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "staking_claim_user_index" on "staking_claim" ("user");`);
    this.addSql(`create index "staking_claim_contract_index" on "staking_claim" ("contract");`);
    this.addSql(`create index "staking_claim_timestamp_index" on "staking_claim" ("timestamp");`);

    this.addSql(`create table "staking_pool" ("address" varchar(42) not null, "weight" int not null, "staking_type" smallint not null, primary key ("address"));`);

    this.addSql(`create table "staking_round" ("id" int not null, "block_started_at" int not null, "started_at" timestamptz not null, "block_ended_at" int null, "ended_at" timestamptz null, "total_reward" numeric(78,0) null, "distributed" numeric(78,0) null, primary key ("id"));`);

    this.addSql(`create table "table_bet" ("id" varchar(72) not null, "round_key" varchar(64) not null, "table_id" int not null, "bet_index" int not null, "player" varchar(42) not null, "kind" int not null, "numbers" text[] not null default '{}', "amount" numeric(78,0) not null, "payout" numeric(78,0) null, "refunded" boolean not null default false, "placed_at" timestamptz not null, "tx_hash" varchar(66) not null, primary key ("id"));`);
    this.addSql(`create index "table_bet_round_key_index" on "table_bet" ("round_key");`);
    this.addSql(`create index "table_bet_player_index" on "table_bet" ("player");`);
    this.addSql(`create index "table_bet_placed_at_index" on "table_bet" ("placed_at");`);

    this.addSql(`create table "table_round" ("id" varchar(64) not null, "table" varchar(42) not null, "table_id" int not null, "round_id" int not null, "state" varchar(8) not null, "commitment" varchar(66) not null, "client_seed" varchar(66) null, "server_seed" varchar(66) null, "opened_at" timestamptz not null, "closed_at" timestamptz null, "settled_at" timestamptz null, "total_staked" numeric(78,0) null, "total_paid" numeric(78,0) null, "open_tx" varchar(66) not null, primary key ("id"));`);
    this.addSql(`create index "table_round_table_index" on "table_round" ("table");`);
    this.addSql(`create index "table_round_table_id_index" on "table_round" ("table_id");`);
    this.addSql(`create index "table_round_opened_at_index" on "table_round" ("opened_at");`);







    // Addresses are stored lowercase so lookups never depend on checksum casing.
    this.addSql(`alter table "bonus" add constraint "bonus_address_lowercase" check ("address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "bonus_vote" add constraint "bonus_vote_validator_lowercase" check ("validator" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "stake" add constraint "stake_user_lowercase" check ("user" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "stake" add constraint "stake_pool_lowercase" check ("pool" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "staking_claim" add constraint "staking_claim_user_lowercase" check ("user" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "staking_claim" add constraint "staking_claim_contract_lowercase" check ("contract" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "staking_pool" add constraint "staking_pool_address_lowercase" check ("address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "table_round" add constraint "table_round_table_lowercase" check ("table" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "table_bet" add constraint "table_bet_player_lowercase" check ("player" ~ '^0x[0-9a-f]{40}$');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "bonus" cascade;`);
    this.addSql(`drop table if exists "bonus_vote" cascade;`);
    this.addSql(`drop table if exists "stake" cascade;`);
    this.addSql(`drop table if exists "staking_claim" cascade;`);
    this.addSql(`drop table if exists "staking_pool" cascade;`);
    this.addSql(`drop table if exists "staking_round" cascade;`);
    this.addSql(`drop table if exists "table_bet" cascade;`);
    this.addSql(`drop table if exists "table_round" cascade;`);






  }

}
