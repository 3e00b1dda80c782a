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

/** The notice a listener of a rolled-back row's table expects, and the wallets whose balance it moved. */
function rolledBack(table: string, row: Record<string, unknown>): { notice?: Notice; wallets: string[] } {
  const id = row.id as string | undefined;
  if (table === "table_bet") return { notice: [Channel.tableBet, { id, tableId: row.table_id, roundKey: row.round_key }], wallets: [row.player as string] };
  if (table.startsWith("ranking_")) return { notice: [Channel.ranking, { popular: table !== "ranking_win", volatility: table === "ranking_win" }], wallets: [] };
  if (!channels.has(table) || id === undefined) return { wallets: [] };
  const address = (row.address as string | null | undefined) ?? null;
  return { notice: [table as Channel, { id, address }], wallets: table === "bridge_process" && address ? [address] : [] };
}

/**
 * Undoes every change the processor logged for blocks at `height` and above, newest first, and
 * forgets those blocks. Returns a notice per touched row of a table that has a channel, so
 * listeners re-read what the rollback restored or removed, and one for the wallets it touched.
 */
export async function rollbackFrom(em: EntityManager, processor: string, height: number): Promise<Notice[]> {
  const touched = (await run(
    em,
    `select distinct on (table_name, coalesce(new_row, old_row) ->> 'id') table_name, coalesce(new_row, old_row) as row
     from hot_change where processor = ? and block_height >= ?`,
    [processor, height],
  )) as { table_name: string; row: Record<string, unknown> }[];
  await run(em, "select undo_hot_changes(?, ?)", [processor, height]);
  await em.nativeDelete(ProcessorHotBlock, { processor, height: { $gte: height } });
  const undone = touched.map((t) => rolledBack(t.table_name, t.row));
  const notices = undone.flatMap((u) => (u.notice ? [u.notice] : []));
  const wallets = undone.flatMap((u) => u.wallets);
  return wallets.length ? [...notices, [Channel.balance, { addresses: wallets }]] : notices;
}

/** Blocks up to `height` are final: their undo log is no longer needed. */
export async function forgetUpTo(em: EntityManager, processor: string, height: number): Promise<void> {
  await em.nativeDelete(HotChange, { processor, blockHeight: { $lte: height } });
  await em.nativeDelete(ProcessorHotBlock, { processor, height: { $lte: height } });
}
