import { Migration } from '@mikro-orm/migrations';

/** Unfinalized blocks per processor and the undo log the chain-derived tables' triggers write while one is applied. */
export class Migration20261122164611_hot_blocks extends Migration {

  override name = 'Migration20261122164611_hot_blocks';

  override up(): void | Promise<void> {
    this.addSql(`create table "hot_change" ("id" bigserial primary key, "processor" varchar(32) not null, "block_height" int not null, "table_name" varchar(63) not null, "op" varchar(6) not null, "old_row" jsonb null, "new_row" jsonb null);`);
    this.addSql(`create index "hot_change_processor_block_height_index" on "hot_change" ("processor", "block_height");`);

    this.addSql(`create table "processor_hot_block" ("processor" varchar(32) not null, "height" int not null, "hash" varchar(66) not null, primary key ("processor", "height"));`);

    this.addSql(`create or replace function "bonus_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "bonus" for each ROW execute function "bonus_hot_change_fn"();`);

    this.addSql(`create or replace function "bonus_vote_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "bonus_vote" for each ROW execute function "bonus_vote_hot_change_fn"();`);

    this.addSql(`create or replace function "bridge_process_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "bridge_process" for each ROW execute function "bridge_process_hot_change_fn"();`);

    this.addSql(`create or replace function "bridge_vote_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "bridge_vote" for each ROW execute function "bridge_vote_hot_change_fn"();`);

    this.addSql(`create or replace function "stake_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "stake" for each ROW execute function "stake_hot_change_fn"();`);

    this.addSql(`create or replace function "staking_claim_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "staking_claim" for each ROW execute function "staking_claim_hot_change_fn"();`);

    this.addSql(`create or replace function "staking_pool_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "staking_pool" for each ROW execute function "staking_pool_hot_change_fn"();`);

    this.addSql(`create or replace function "staking_round_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "staking_round" for each ROW execute function "staking_round_hot_change_fn"();`);

    this.addSql(`create or replace function "table_bet_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "table_bet" for each ROW execute function "table_bet_hot_change_fn"();`);

    this.addSql(`create or replace function "table_round_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "table_round" for each ROW execute function "table_round_hot_change_fn"();`);

    this.addSql(`create or replace function "wallet_pair_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "wallet_pair" for each ROW execute function "wallet_pair_hot_change_fn"();`);

    this.addSql(`create or replace function "log_hot_change"("p_table" text, "p_op" text, "p_old" jsonb, "p_new" jsonb) returns void language plpgsql as $$ begin if coalesce(current_setting('sunrise.hot_block', true), '') = '' then return; end if;     if p_op = 'UPDATE' and p_old = p_new then return; end if;     insert into hot_change (processor, block_height, table_name, op, old_row, new_row)
      values (current_setting('sunrise.hot_processor'), current_setting('sunrise.hot_block')::integer, p_table, p_op, p_old, p_new); end $$;`);

    this.addSql(`create or replace function "undo_hot_changes"("p_processor" text, "p_from" integer) returns integer language plpgsql as $$ begin declare
      c record;       pk text;       cols text;       cur jsonb;       old_n jsonb;       new_n jsonb;       merged jsonb;       undone integer := 0;     begin
      perform set_config('sunrise.hot_block', '', true);       for c in select * from hot_change where processor = p_processor and block_height >= p_from order by id desc loop
        select string_agg(quote_ident(a.attname), ', ' order by k.ord) into pk
          from pg_index i cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.table_name::regclass and i.indisprimary;         select string_agg(quote_ident(attname), ', ' order by attnum) into cols
          from pg_attribute where attrelid = c.table_name::regclass and attnum > 0 and not attisdropped and attgenerated = '';         old_n := null;         new_n := null;         if c.old_row is not null then
          execute format('select to_jsonb(r) from jsonb_populate_record(null::%I, $1) r', c.table_name) into old_n using c.old_row;         end if;         if c.new_row is not null then
          execute format('select to_jsonb(r) from jsonb_populate_record(null::%I, $1) r', c.table_name) into new_n using c.new_row;         end if;         execute format('select to_jsonb(t) from %I t where (%s) = (select %s from jsonb_populate_record(null::%I, $1)) for update of t', c.table_name, pk, pk, c.table_name)
          into cur using coalesce(new_n, old_n);         if c.op = 'INSERT' then
          if cur = new_n then
            execute format('delete from %I where (%s) = (select %s from jsonb_populate_record(null::%I, $1))', c.table_name, pk, pk, c.table_name) using new_n;           end if;         elsif c.op = 'DELETE' then
          if cur is null then
            execute format('insert into %I (%s) select %s from jsonb_populate_record(null::%I, $1)', c.table_name, cols, cols, c.table_name) using old_n;           end if;         elsif cur is not null then
          select jsonb_object_agg(k, case when cur -> k is not distinct from new_n -> k then old_n -> k else cur -> k end) into merged
            from jsonb_object_keys(cur) as k;           execute format('update %I set (%s) = (select %s from jsonb_populate_record(null::%I, $1)) where (%s) = (select %s from jsonb_populate_record(null::%I, $2))',
            c.table_name, cols, cols, c.table_name, pk, pk, c.table_name) using merged, cur;         end if;         undone := undone + 1;       end loop;       delete from hot_change where processor = p_processor and block_height >= p_from;       return undone;     end; end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "hot_change" cascade;`);
    this.addSql(`drop table if exists "processor_hot_block" cascade;`);

    this.addSql(`drop trigger if exists "hot_change" on "bonus";`);
    this.addSql(`drop function if exists "bonus_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "bonus_vote";`);
    this.addSql(`drop function if exists "bonus_vote_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "bridge_process";`);
    this.addSql(`drop function if exists "bridge_process_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "bridge_vote";`);
    this.addSql(`drop function if exists "bridge_vote_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "stake";`);
    this.addSql(`drop function if exists "stake_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "staking_claim";`);
    this.addSql(`drop function if exists "staking_claim_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "staking_pool";`);
    this.addSql(`drop function if exists "staking_pool_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "staking_round";`);
    this.addSql(`drop function if exists "staking_round_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "table_bet";`);
    this.addSql(`drop function if exists "table_bet_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "table_round";`);
    this.addSql(`drop function if exists "table_round_hot_change_fn"();`);

    this.addSql(`drop trigger if exists "hot_change" on "wallet_pair";`);
    this.addSql(`drop function if exists "wallet_pair_hot_change_fn"();`);

    this.addSql(`drop function if exists "log_hot_change"(text, text, jsonb, jsonb);`);

    this.addSql(`drop function if exists "undo_hot_changes"(text, integer);`);
  }

}
