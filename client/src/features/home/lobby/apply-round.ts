import type { LiveRoundFieldsFragment, LobbyTableFieldsFragment } from "../../../gql/graphql.js";

export type LobbyTable = LobbyTableFieldsFragment;
export const RECENT_RESULTS = 24;

/** The result is known once the contract revealed the round (its bets may still be paid in pages). */
const resultKnown = (state: string | undefined) => state === "revealed" || state === "settled";

/**
 * A table after one round update: its round moves on (an older update is ignored), a new round
 * starts with nobody's bets, a round whose result has just been revealed puts it first, and a
 * round from a new shoe starts the results again (a shoe table's results are its current shoe's).
 */
export function applyRoundUpdate(table: LobbyTable, round: LiveRoundFieldsFragment): LobbyTable {
  const current = table.round;
  if (round.tableId !== table.id || (current && round.roundId < current.roundId)) return table;
  const sameRound = current?.roundId === round.roundId;
  const revealedNow = resultKnown(round.state) && round.result && !(sameRound && resultKnown(current?.state));
  const newShoe = round.shoeId != null && current?.shoeId != null && round.shoeId !== current.shoeId;
  const results = newShoe ? [] : table.recentResults;
  return {
    ...table,
    round,
    playersThisRound: sameRound ? table.playersThisRound : 0,
    recentResults: revealedNow ? [round.result!, ...results].slice(0, RECENT_RESULTS) : results,
  };
}
