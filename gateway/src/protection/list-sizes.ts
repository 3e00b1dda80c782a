/**
 * Rows a list of objects without a size argument is priced at: what a busy round or page really holds,
 * not the contract's ceiling (a round may take 10,000 bets; the answer-size cap covers the rare
 * round past these). Keyed `Type.field`.
 */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  "TableRound.bets": 50,
  "TableRound.decisions": 50,
  "TableRound.playerSeeds": 50,
  "TableRound.cardProofs": 20,
  "TableRound.myBets": 10,
  "TableRound.myActions": 5,
  "TableBet.decisions": 5,
  "TableBet.hands": 4,
  // A task's transactions: one per step of a transfer or tool run.
  "AdminTask.transactions": 5,
  "Game.tables": 5,
  "Ranking.popular": 20,
  "Ranking.volatility": 20,
};

/** Any other list of objects without a size argument: the product's managed lists (games, tables, areas…) hold tens. */
export const UNLISTED_LIST_SIZE = 10;

/** Introspection lists (types, fields, args…) have no limit argument: count them as this many items. */
export const INTROSPECTION_LIST_SIZE = 100;

/** Rows a page holds when its field names no size (`first` defaults to this wherever it has a default). */
export const DEFAULT_PAGE_SIZE = 20;
