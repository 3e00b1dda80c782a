import { Channel, HOT_BLOCK_SETTING, HOT_PROCESSOR_SETTING, HotChange, ProcessorHotBlock, type EntityManager } from "@sunrise/db";

type Notice = [Channel, object];

const run = (em: EntityManager, sql: string, params: unknown[]) => em.getConnection().execute(sql, params, "all", em.getTransactionContext());

/** From here until `endHotBlock`, the chain-derived tables' triggers log every row change under this block. */
export async function beginHotBlock(em: EntityManager, processor: string, height: number): Promise<void> {
  await run(em, "select set_config(?, ?, true), set_config(?, ?, true)", [HOT_PROCESSOR_SETTING, processor, HOT_BLOCK_SETTING, String(height)]);
}

export async function endHotBlock(em: EntityManager): Promise<void> {
  await run(em, "select set_config(?, '', true)", [HOT_BLOCK_SETTING]);
}

const channels = new Set<string>(Object.values(Channel));

/**
 * Undoes every change the processor logged for blocks at `height` and above, newest first, and
 * forgets those blocks. Returns a notice per touched row of a table that has a channel, so
 * listeners re-read what the rollback restored or removed.
 */
export async function rollbackFrom(em: EntityManager, processor: string, height: number): Promise<Notice[]> {
  const touched = (await run(
    em,
    `select distinct on (table_name, coalesce(new_row, old_row) ->> 'id') table_name, coalesce(new_row, old_row) ->> 'id' as id, coalesce(new_row, old_row) ->> 'address' as address
     from hot_change where processor = ? and block_height >= ?`,
    [processor, height],
  )) as { table_name: string; id: string | null; address: string | null }[];
  await run(em, "select undo_hot_changes(?, ?)", [processor, height]);
  await em.nativeDelete(ProcessorHotBlock, { processor, height: { $gte: height } });
  return touched.filter((t) => channels.has(t.table_name) && t.id !== null).map((t) => [t.table_name as Channel, { id: t.id, address: t.address }]);
}

/** Blocks up to `height` are final: their undo log is no longer needed. */
export async function forgetUpTo(em: EntityManager, processor: string, height: number): Promise<void> {
  await em.nativeDelete(HotChange, { processor, blockHeight: { $lte: height } });
  await em.nativeDelete(ProcessorHotBlock, { processor, height: { $lte: height } });
}
