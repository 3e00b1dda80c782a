import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { RankingDocument, RankingUpdatedDocument, type RankingKind, type RankingPeriod } from "../../../gql/pages/graphql.js";

export const RANKING_SIZE = 20;

/** One period's ranking of one kind, kept current by `rankingUpdated` (a new period replaces the old). */
export function useRanking(period: RankingPeriod, kind: RankingKind) {
  const client = useApolloClient();
  const variables = { period, kind, first: RANKING_SIZE };
  const q = useQuery(RankingDocument, { variables, fetchPolicy: "cache-and-network" });
  useSubscription(RankingUpdatedDocument, {
    variables: { period, kind },
    onData: ({ data }) => {
      const ranking = data.data?.rankingUpdated;
      if (ranking?.period === period && ranking.kind === kind) client.cache.writeQuery({ query: RankingDocument, variables, data: { rankings: ranking } });
    },
  });
  return { ranking: q.data?.rankings, loading: q.loading && !q.data, error: q.error && !q.data ? q.error : undefined, retry: () => void q.refetch() };
}
