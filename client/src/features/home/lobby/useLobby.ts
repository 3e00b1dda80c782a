import { useQuery, useSubscription } from "@apollo/client/react";
import { LobbyDocument, RoundUpdatedDocument } from "../../../gql/graphql.js";
import { applyRoundUpdate, type LiveTable } from "./apply-round.js";

/** Every table the dealer runs, kept live by the round subscription (no polling). */
export function useLobby(): { tables: LiveTable[]; loading: boolean } {
  const q = useQuery(LobbyDocument, { fetchPolicy: "cache-and-network" });
  useSubscription(RoundUpdatedDocument, {
    onData: ({ client, data }) => {
      const round = data.data?.roundUpdated;
      if (round) client.cache.updateQuery({ query: LobbyDocument }, (prev) => (prev ? { lobby: applyRoundUpdate(prev.lobby, round) } : prev));
    },
  });
  return { tables: q.data?.lobby ?? [], loading: q.loading && !q.data };
}
