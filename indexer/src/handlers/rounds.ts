import { Channel, TableRound } from "@sunrise/db";
import type { HandlerContext } from "./context.js";

/** A contract's seconds as a date. */
export const time = (seconds: bigint) => new Date(Number(seconds) * 1000);

const lower = (a: string) => a.toLowerCase();
/** The last key made: a busy block's bets are mostly one round's, so they share one string (which maps keyed by it hash once). */
let lastRound = { table: "", roundId: -1n, key: "" };
/** A round's id: its table's address (lowercase) and its round id. */
export const roundKey = (table: string, roundId: bigint): string => {
  if (lastRound.roundId !== roundId || lastRound.table !== table) lastRound = { table, roundId, key: `${lower(table)}:${roundId}` };
  return lastRound.key;
};

/** Runs `change` on the round when it is indexed, writes it and announces it (both table contracts' handlers). */
export async function updateRound(ctx: HandlerContext, table: string, roundId: bigint, change: (round: TableRound) => void): Promise<TableRound | undefined> {
  const { batch } = ctx.store;
  const round = await batch.get(TableRound, roundKey(table, roundId));
  if (!round) return undefined;
  change(round);
  batch.update(TableRound, round);
  ctx.store.notify(Channel.tableRound, { id: round.id });
  return round;
}
