import type { LiveRoundFieldsFragment, LobbyQuery } from "../../../gql/graphql.js";

export type LiveTable = LobbyQuery["lobby"][number];
export const RECENT_RESULTS = 12;

/**
 * The lobby after one round update: the table's round moves on (an older update is ignored), and
 * a round that has just settled puts its result first in the table's recent results.
 */
export function applyRoundUpdate(tables: readonly LiveTable[], round: LiveRoundFieldsFragment): LiveTable[] {
  const i = tables.findIndex((t) => t.tableId === round.tableId);
  if (i < 0) {
    const added: LiveTable = { __typename: "LiveTable", tableId: round.tableId, gameType: round.gameType, table: round.table, round, recentResults: round.state === "settled" && round.result ? [round.result] : [] } as LiveTable;
    return [...tables, added].sort((a, b) => a.tableId - b.tableId);
  }
  const table = tables[i]!;
  if (round.roundId < table.round.roundId) return [...tables];
  const alreadySettled = table.round.roundId === round.roundId && table.round.state === "settled";
  const settledNow = round.state === "settled" && round.result && !alreadySettled;
  const recentResults = settledNow ? [round.result!, ...table.recentResults].slice(0, RECENT_RESULTS) : table.recentResults;
  return tables.map((t, j) => (j === i ? { ...t, round, recentResults } : t));
}
