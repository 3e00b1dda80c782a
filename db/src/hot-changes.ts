// Undo log for unfinalized blocks. While the indexer applies a hot block it names the block in two
// transaction-local settings; the `hot_change` trigger of every chain-derived table then logs each
// row change, and `undo_hot_changes` reverts a processor's changes from a height up when a reorg
// takes those blocks off the chain.
import { Routine } from "@mikro-orm/core";
import { STATS_TABLES } from "./entities/stats.js";
import { RANKING_TABLES } from "./entities/ranking.js";

export const HOT_BLOCK_SETTING = "sunrise.hot_block";
export const HOT_PROCESSOR_SETTING = "sunrise.hot_processor";

/** Tables whose rows come from chain events: logged while a hot block is applied, emptied when the chains restart. */
export const CHAIN_ROW_TABLES = ["bridge_process", "bridge_vote", "wallet_pair", "bonus", "bonus_vote", "staking_pool", "staking_round", "stake", "staking_claim", "table_round", "table_bet", "table_limits", "table_shoe", "table_decision", "player_protection", "player_protection_event", ...STATS_TABLES, ...RANKING_TABLES] as const;

/** Every table logged while a hot block is applied: the chain rows plus game_table, app data whose limits the indexer writes. */
export const HOT_LOGGED_TABLES = [...CHAIN_ROW_TABLES, "game_table"] as const;

export const logHotChange = new Routine({
  name: "log_hot_change",
  type: "function",
  language: "plpgsql",
  params: { p_table: { type: "text" }, p_op: { type: "text" }, p_old: { type: "jsonb" }, p_new: { type: "jsonb" } },
  returns: { runtimeType: "any", columnType: "void" },
  body: `
    if coalesce(current_setting('${HOT_BLOCK_SETTING}', true), '') = '' then return; end if;
    if p_op = 'UPDATE' and p_old = p_new then return; end if;
    insert into hot_change (processor, block_height, table_name, op, old_row, new_row)
      values (current_setting('${HOT_PROCESSOR_SETTING}'), current_setting('${HOT_BLOCK_SETTING}')::integer, p_table, p_op, p_old, p_new);
  `,
});

// Newest change first. An insert is deleted, a delete re-inserted, an update restored column by
// column. Only what the rolled-back block left in place is reverted: the other chain's indexer
// writes some of the same rows (bridge_process), and its later changes survive.
export const undoHotChanges = new Routine({
  name: "undo_hot_changes",
  type: "function",
  language: "plpgsql",
  params: { p_processor: { type: "text" }, p_from: { type: "integer" } },
  returns: { runtimeType: "number", columnType: "integer" },
  body: `
    declare
      c record;
      pk text;
      cols text;
      cur jsonb;
      old_n jsonb;
      new_n jsonb;
      merged jsonb;
      undone integer := 0;
    begin
      perform set_config('${HOT_BLOCK_SETTING}', '', true);
      for c in select * from hot_change where processor = p_processor and block_height >= p_from order by id desc loop
        select string_agg(quote_ident(a.attname), ', ' order by k.ord) into pk
          from pg_index i cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.table_name::regclass and i.indisprimary;
        select string_agg(quote_ident(attname), ', ' order by attnum) into cols
          from pg_attribute where attrelid = c.table_name::regclass and attnum > 0 and not attisdropped and attgenerated = '';
        old_n := null;
        new_n := null;
        if c.old_row is not null then
          execute format('select to_jsonb(r) from jsonb_populate_record(null::%I, $1) r', c.table_name) into old_n using c.old_row;
        end if;
        if c.new_row is not null then
          execute format('select to_jsonb(r) from jsonb_populate_record(null::%I, $1) r', c.table_name) into new_n using c.new_row;
        end if;
        execute format('select to_jsonb(t) from %I t where (%s) = (select %s from jsonb_populate_record(null::%I, $1)) for update of t', c.table_name, pk, pk, c.table_name)
          into cur using coalesce(new_n, old_n);
        if c.op = 'INSERT' then
          if cur = new_n then
            execute format('delete from %I where (%s) = (select %s from jsonb_populate_record(null::%I, $1))', c.table_name, pk, pk, c.table_name) using new_n;
          end if;
        elsif c.op = 'DELETE' then
          if cur is null then
            execute format('insert into %I (%s) select %s from jsonb_populate_record(null::%I, $1)', c.table_name, cols, cols, c.table_name) using old_n;
          end if;
        elsif cur is not null then
          select jsonb_object_agg(k, case when cur -> k is not distinct from new_n -> k then old_n -> k else cur -> k end) into merged
            from jsonb_object_keys(cur) as k;
          execute format('update %I set (%s) = (select %s from jsonb_populate_record(null::%I, $1)) where (%s) = (select %s from jsonb_populate_record(null::%I, $2))',
            c.table_name, cols, cols, c.table_name, pk, pk, c.table_name) using merged, cur;
        end if;
        undone := undone + 1;
      end loop;
      delete from hot_change where processor = p_processor and block_height >= p_from;
      return undone;
    end;
  `,
});
