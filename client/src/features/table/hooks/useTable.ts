import { useQuery, useSubscription } from "@apollo/client/react";
import { TableBetPlacedDocument, TableDocument, TableRoundUpdatedDocument } from "../../../gql/graphql.js";
import { applyBet, applyRound } from "../logic/table-cache.js";
import type { TableData } from "../model.js";

/** The table with its current round, its bets and recent results, kept live by the round and bet subscriptions. */
export function useTable(id: number): { table: TableData | null | undefined; loading: boolean; error: boolean } {
  const valid = Number.isInteger(id) && id > 0;
  const variables = { id };
  const q = useQuery(TableDocument, { variables, skip: !valid, fetchPolicy: "cache-and-network" });
  useSubscription(TableRoundUpdatedDocument, {
    variables: { tableId: id },
    skip: !valid,
    onData: ({ client, data }) => {
      const round = data.data?.roundUpdated;
      if (round) client.cache.updateQuery({ query: TableDocument, variables }, (prev) => (prev?.table ? { table: applyRound(prev.table, round) } : prev));
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
  if (!valid) return { table: null, loading: false, error: false };
  return { table: q.data ? q.data.table : undefined, loading: q.loading && !q.data, error: !!q.error && !q.data };
}
