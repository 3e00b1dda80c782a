import { useMutation, useQuery } from "@apollo/client/react";
import { MarkAllMessagesReadDocument, PlayerMessagesDocument } from "../../../gql/pages/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

export const PAGE_SIZE = 20;

/** The player's messages, newest first, a page at a time ("Show older" appends the next). */
export function useMessages() {
  const signedIn = useSession().status === "signedIn";
  const q = useQuery(PlayerMessagesDocument, { variables: { first: PAGE_SIZE }, skip: !signedIn, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const [markAll, markAllState] = useMutation(MarkAllMessagesReadDocument, { refetchQueries: ["PlayerMessages", "UnreadMessageCount"], awaitRefetchQueries: true });
  const connection = q.data?.messages;
  return {
    signedIn,
    messages: connection?.edges.map((e) => e.node) ?? [],
    unread: connection?.unreadCount ?? 0,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loading: q.loading && !connection,
    loadingMore: q.loading && !!connection,
    error: q.error,
    retry: () => void q.refetch(),
    loadMore: () =>
      connection?.pageInfo.endCursor &&
      void q.fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          messages: { ...fetchMoreResult.messages, edges: [...prev.messages.edges, ...fetchMoreResult.messages.edges] },
        }),
      }),
    markAll: () => markAll(),
    markingAll: markAllState.loading,
  };
}
