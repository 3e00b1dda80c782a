import { defineEntity, p, type InferEntity, type TriggerDef } from "@mikro-orm/core";

/** An unfinalized block a processor has indexed, newest last; dropped once the block is final. */
export const ProcessorHotBlock = defineEntity({
  name: "ProcessorHotBlock",
  properties: {
    processor: p.string().length(32).primary(),
    height: p.integer().primary(),
    hash: p.string().length(66),
  },
});
export type ProcessorHotBlock = InferEntity<typeof ProcessorHotBlock>;

/**
 * One row change made while indexing an unfinalized block, written by the `hot_change` trigger of
 * every chain-derived table: enough to undo it if the block leaves the chain.
 */
export const HotChange = defineEntity({
  name: "HotChange",
  properties: {
    /** Statement order: undo goes from the highest id down. */
    id: p.bigint("string").primary().autoincrement(),
    processor: p.string().length(32),
    blockHeight: p.integer(),
    tableName: p.string().length(63),
    /** INSERT, UPDATE or DELETE (the trigger's TG_OP). */
    op: p.string().length(6),
    oldRow: p.json<Record<string, unknown>>().nullable(),
    newRow: p.json<Record<string, unknown>>().nullable(),
  },
  indexes: [{ properties: ["processor", "blockHeight"] }],
});
export type HotChange = InferEntity<typeof HotChange>;

/**
 * The trigger every chain-derived entity declares. It logs only while the indexer has named the
 * hot block it is applying (a transaction-local setting); otherwise its WHEN condition skips it and a
 * row change costs one setting read (no function call, no row turned into JSON: bulk writes of
 * final blocks run at about the speed of an untriggered table).
 */
export const hotChangeTrigger: TriggerDef = {
  name: "hot_change",
  timing: "after",
  events: ["insert", "update", "delete"],
  forEach: "row",
  when: "coalesce(current_setting('sunrise.hot_block', true), '') <> ''",
  body: "perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null;",
};
