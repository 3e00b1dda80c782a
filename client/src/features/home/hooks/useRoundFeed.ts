import { useSubscription } from "@apollo/client/react";
import { LobbyTableFieldsFragmentDoc, RoundUpdatedDocument } from "../../../gql/graphql.js";
import { applyRoundUpdate } from "../lobby/apply-round.js";

/** Keeps every table in the cache live from the round subscription (no polling): lobby and favourites alike. */
export function useRoundFeed(): void {
  useSubscription(RoundUpdatedDocument, {
    // Not written to the cache by Apollo first: applyRoundUpdate must see the round as it was to put a new result first, once.
    fetchPolicy: "no-cache",
    onData: ({ client, data }) => {
      const round = data.data?.roundUpdated;
      if (!round) return;
      const id = client.cache.identify({ __typename: "Table", id: round.tableId });
      if (!id) return;
      client.cache.updateFragment({ id, fragment: LobbyTableFieldsFragmentDoc, fragmentName: "LobbyTableFields" }, (table) => (table ? applyRoundUpdate(table, round) : table));
    },
  });
}
