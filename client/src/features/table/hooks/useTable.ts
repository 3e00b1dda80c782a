import { useEffect, useRef, useState } from "react";
import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { TableBetPlacedDocument, TableDocument, TableRoundUpdatedDocument } from "../../../gql/graphql.js";
import { applyBet, applyRound } from "../logic/table-cache.js";
import type { BetData, RoundData, TableData } from "../model.js";
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
  // The newest round and the recent bets the subscriptions brought. The table's query and its
  // subscriptions start together: an update may come before the query's answer (nothing to apply
  // it to yet), or the answer, read before the update, may land after it. Either way the answer is
  // caught up with them below.
  const newestSeen = useRef<RoundData | null>(null);
  const betsSeen = useRef<BetData[]>([]);
  const shown = q.data?.table?.round;
  useEffect(() => {
    if (!shown) return;
    const seen = newestSeen.current?.tableId === id && isNewer(newestSeen.current, shown) ? newestSeen.current : null;
    const missed = betsSeen.current.filter((b) => b.tableId === id && !shown.bets.some((x) => x.id === b.id));
    if (!seen && !missed.length) return;
    client.cache.updateQuery({ query: TableDocument, variables: { id } }, (prev) => (prev?.table ? { table: missed.reduce(applyBet, seen ? applyRound(prev.table, seen) : prev.table) } : prev));
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
      if (!bet) return;
      betsSeen.current = [...betsSeen.current, bet].slice(-BETS_KEPT);
      client.cache.updateQuery({ query: TableDocument, variables }, (prev) => (prev?.table ? { table: applyBet(prev.table, bet) } : prev));
    },
  });
  if (!valid) return { table: null, lastEnded: null, loading: false, error: false };
  return { table: q.data ? q.data.table : undefined, lastEnded: lastEnded?.tableId === id ? lastEnded : null, loading: q.loading && !q.data, error: !!q.error && !q.data };
}

/** Bets kept to catch a late table answer up with: a round's worth at a busy table. */
const BETS_KEPT = 200;

/** A round's states in the order they come (the last three end it, each a different way). */
const STATE_ORDER = ["open", "closed", "dealt", "revealed", "settled", "refunded", "forfeited"];

/** Whether update `a` is later than what `b` shows: a later round, or the same round further on. */
function isNewer(a: Pick<RoundData, "roundId" | "state">, b: Pick<RoundData, "roundId" | "state">): boolean {
  return a.roundId > b.roundId || (a.roundId === b.roundId && STATE_ORDER.indexOf(a.state) > STATE_ORDER.indexOf(b.state));
}
