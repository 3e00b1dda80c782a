import type { TableShoeFieldsFragment } from "../../../gql/graphql.js";
import type { BetData, RoundData, TableData } from "../model.js";

export const RECENT_RESULTS = 100;

/** States in which a round's result is known (paying in pages, or every bet paid). */
export const hasResult = (state: string) => state === "revealed" || state === "settled";

/**
 * The table with `shoe` as its current shoe when it is the same one (fresher) or a later one. A
 * later shoe starts the roads again: the recent results of a shoe game are its current shoe's only.
 */
export function applyShoe(table: TableData, shoe: TableShoeFieldsFragment | null | undefined): TableData {
  const current = table.currentShoe;
  if (!shoe || (current && shoe.shoeId < current.shoeId)) return table;
  const newShoe = !!current && shoe.shoeId > current.shoeId;
  return { ...table, currentShoe: shoe, recentResults: newShoe ? [] : table.recentResults };
}

/**
 * The table after a round update: a newer round replaces the current one (its bets start empty),
 * the same round keeps the bets already known; a round whose result has just become known puts it
 * first in the recent results, after any reset for the round's new shoe. An update older than the
 * round shown is ignored.
 */
export function applyRound(table: TableData, round: RoundData): TableData {
  const current = table.round;
  if (current && round.roundId < current.roundId) return table;
  const same = current?.roundId === round.roundId;
  const next = { ...current, ...round, bets: same ? (current?.bets ?? []) : (round.bets ?? []) } as NonNullable<TableData["round"]>;
  const resultNow = hasResult(round.state) && round.result && !(same && current && hasResult(current.state));
  const withShoe = applyShoe(table, round.shoe);
  return {
    ...withShoe,
    round: next,
    playersThisRound: same ? table.playersThisRound : 0,
    recentResults: resultNow ? [round.result!, ...withShoe.recentResults].slice(0, RECENT_RESULTS) : withShoe.recentResults,
  };
}

/** The table after a bet is indexed: added once to its round's bets (bets of another round are ignored). */
export function applyBet(table: TableData, bet: BetData): TableData {
  const round = table.round;
  if (!round || bet.roundKey !== round.id || round.bets.some((b) => b.id === bet.id)) return table;
  const bets = [...round.bets, bet];
  return { ...table, round: { ...round, bets }, playersThisRound: new Set(bets.map((b) => b.player.toLowerCase())).size };
}
