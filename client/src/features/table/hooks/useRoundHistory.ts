import { useQuery } from "@apollo/client/react";
import { TableHistoryDocument, type PastRoundFragment } from "../../../gql/graphql.js";

const PAGE = 10;

/** The table's past rounds, newest first, a page at a time (cursor paging). */
export function useRoundHistory(tableId: number, latestSettled: number | null) {
  const q = useQuery(TableHistoryDocument, { variables: { tableId, first: PAGE }, fetchPolicy: "cache-and-network" });
  const conn = q.data?.tableRounds;
  const rounds: PastRoundFragment[] = conn?.edges.map((e) => e.node) ?? [];
  const more = () =>
    conn?.pageInfo.endCursor &&
    q.fetchMore({
      variables: { after: conn.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({ tableRounds: { ...fetchMoreResult.tableRounds, edges: [...prev.tableRounds.edges, ...fetchMoreResult.tableRounds.edges] } }),
    });
  return { rounds, hasMore: !!conn?.pageInfo.hasNextPage, more, refetch: () => q.refetch({ tableId, first: Math.max(PAGE, rounds.length), after: null }), latestSettled };
}
