import { Migration } from '@mikro-orm/migrations';

export class Migration20261122111355_initial extends Migration {

  override name = 'Migration20261122111355_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "auth_nonce" ("nonce" varchar(32) not null, "address" varchar(42) not null, "chain_id" int not null, "domain" varchar(255) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("nonce"));`);
    this.addSql(`create index "auth_nonce_address_index" on "auth_nonce" ("address");`);

    this.addSql(`create table "bridge_process" ("id" varchar(66) not null, "address" varchar(42) null, "process_type" smallint not null, "status" smallint not null default 0, "step" smallint not null default 1, "amount" numeric(78,0) not null, "from_address" varchar(42) null, "to_address" varchar(42) null, "source_chain_id" int null, "target_chain_id" int not null, "withdraw_tx_hash" varchar(66) null, "withdraw_block" int null, "mint_tx_hash" varchar(66) null, "votes" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "bridge_process_address_index" on "bridge_process" ("address");`);
    this.addSql(`create index "bridge_process_status_index" on "bridge_process" ("status");`);
    this.addSql(`create index "bridge_process_created_at_index" on "bridge_process" ("created_at");`);

    this.addSql(`create table "bridge_vote" ("id" varchar(120) not null, "withdrawal_id" varchar(66) not null, "validator" varchar(42) not null, "chain_id" int not null, "tx_hash" varchar(66) not null, "block_number" int not null, "voted_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "bridge_vote_withdrawal_id_index" on "bridge_vote" ("withdrawal_id");`);

    this.addSql(`create table "processor_status" ("id" varchar(32) not null, "chain_id" int not null, "height" int not null, "hash" varchar(66) not null, "updated_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "session" ("id" uuid not null, "token_hash" varchar(64) not null, "address" varchar(42) not null, "nonce" varchar(32) not null, "signature" text not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "session" add constraint "session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "session_address_index" on "session" ("address");`);
    this.addSql(`alter table "session" add constraint "session_nonce_unique" unique ("nonce");`);

    this.addSql(`create table "app_user" ("id" uuid not null, "address" varchar(42) not null, "name" varchar(64) null, "banned" boolean not null default false, "user_type" smallint not null default 0, "ips" text[] not null default '{}', "ref_code" varchar(20) null, "sunc_address" varchar(42) null, "sunc_encrypted_private_key" text null, "sunc_version" smallint null, "last_login_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_address_unique" unique ("address");`);
    this.addSql(`alter table "app_user" add constraint "app_user_sunc_address_unique" unique ("sunc_address");`);

    this.addSql(`create table "wallet_pair" ("eth_address" varchar(42) not null, "burn_address" varchar(42) not null, "tx_hash" varchar(66) not null, "block_number" int not null, primary key ("eth_address"));`);
    this.addSql(`alter table "wallet_pair" add constraint "wallet_pair_burn_address_unique" unique ("burn_address");`);

    // Addresses are stored lowercase so lookups never depend on checksum casing.
    this.addSql(`alter table "app_user" add constraint "app_user_address_lowercase" check ("address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "app_user" add constraint "app_user_sunc_address_lowercase" check ("sunc_address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "auth_nonce" add constraint "auth_nonce_address_lowercase" check ("address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "session" add constraint "session_address_lowercase" check ("address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "bridge_process" add constraint "bridge_process_address_lowercase" check ("address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "bridge_process" add constraint "bridge_process_from_address_lowercase" check ("from_address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "bridge_process" add constraint "bridge_process_to_address_lowercase" check ("to_address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "bridge_vote" add constraint "bridge_vote_validator_lowercase" check ("validator" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "wallet_pair" add constraint "wallet_pair_eth_address_lowercase" check ("eth_address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`alter table "wallet_pair" add constraint "wallet_pair_burn_address_lowercase" check ("burn_address" ~ '^0x[0-9a-f]{40}$');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "auth_nonce" cascade;`);
    this.addSql(`drop table if exists "bridge_process" cascade;`);
    this.addSql(`drop table if exists "bridge_vote" cascade;`);
    this.addSql(`drop table if exists "processor_status" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "wallet_pair" cascade;`);
  }

}
