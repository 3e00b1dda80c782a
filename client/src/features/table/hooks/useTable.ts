import { useEffect, useRef, useState } from "react";
import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { TableBetPlacedDocument, TableDocument, TableRoundUpdatedDocument } from "../../../gql/graphql.js";
import { applyBet, applyRound } from "../logic/table-cache.js";
import type { RoundData, TableData } from "../model.js";
import { ENDED_STATES } from "./useHeldResult.js";

interface LiveTable {
  table: TableData | null | undefined;
  /**
   * The newest round this screen saw end (with the viewer's payouts), kept apart from the current
   * round: the dealer opens the next round at once, and its update may land in the same render as the
   * end (or before the payouts), which would otherwise take the result off the stage unseen.
   */
  lastEnded: RoundData | null;
  loading: boolean;
  error: boolean;
}

/** The table with its current round, its bets and recent results, kept live by the round and bet subscriptions. */
export function useTable(id: number): LiveTable {
  const valid = Number.isInteger(id) && id > 0;
  const variables = { id };
  const q = useQuery(TableDocument, { variables, skip: !valid, fetchPolicy: "cache-and-network" });
  const [lastEnded, setLastEnded] = useState<RoundData | null>(null);
  const client = useApolloClient();
  // The newest round an update brought. The table's query and its subscription start together: an
  // update may come before the query's answer (nothing to apply it to yet), or the answer, read
  // before the update, may land after it. Either way the answer is caught up with it below.
  const newestSeen = useRef<RoundData | null>(null);
  const shown = q.data?.table?.round;
  useEffect(() => {
    const seen = newestSeen.current;
    if (!seen || seen.tableId !== id || !shown || !isNewer(seen, shown)) return;
    client.cache.updateQuery({ query: TableDocument, variables: { id } }, (prev) => (prev?.table ? { table: applyRound(prev.table, seen) } : prev));
  }, [client, id, shown]);
  useSubscription(TableRoundUpdatedDocument, {
    variables: { tableId: id },
    skip: !valid,
    onData: ({ client, data }) => {
      const round = data.data?.roundUpdated;
      if (!round) return;
      if (!newestSeen.current || newestSeen.current.tableId !== round.tableId || isNewer(round, newestSeen.current)) newestSeen.current = round;
      client.cache.updateQuery({ query: TableDocument, variables }, (prev) => (prev?.table ? { table: applyRound(prev.table, round) } : prev));
      if (ENDED_STATES.has(round.state)) setLastEnded((prev) => (prev && prev.tableId === round.tableId && prev.roundId > round.roundId ? prev : round));
    },
  });
  useSubscription(TableBetPlacedDocument, {
    variables: { tableId: id },
    skip: !valid,
    onData: ({ client, data }) => {
      const bet = data.data?.tableBetPlaced;
      if (bet) client.cache.updateQuery({ query: TableDocument, variables }, (prev) => (prev?.table ? { table: applyBet(prev.table, bet) } : prev));
    },
  });
  if (!valid) return { table: null, lastEnded: null, loading: false, error: false };
  return { table: q.data ? q.data.table : undefined, lastEnded: lastEnded?.tableId === id ? lastEnded : null, loading: q.loading && !q.data, error: !!q.error && !q.data };
}

/** A round's states in the order they come (the last three end it, each a different way). */
const STATE_ORDER = ["open", "closed", "dealt", "revealed", "settled", "refunded", "forfeited"];

/** Whether update `a` is later than what `b` shows: a later round, or the same round further on. */
function isNewer(a: Pick<RoundData, "roundId" | "state">, b: Pick<RoundData, "roundId" | "state">): boolean {
  return a.roundId > b.roundId || (a.roundId === b.roundId && STATE_ORDER.indexOf(a.state) > STATE_ORDER.indexOf(b.state));
}
