import type { ApolloClient } from "@apollo/client";
import { LobbyGameFieldsFragmentDoc } from "../../../gql/graphql.js";
import { API_TIMEOUT_MS } from "../../../shared/apollo/api-fetch.js";

/**
 * Keeps the star the server just confirmed: a lobby answer asked for before the change can land
 * after it and put the old star back. Any such request is answered or abandoned within the API
 * time-out, so for that long an older value written over the confirmed one is put right again.
 */
export function guardFavorite(client: ApolloClient, gameId: string, favorite: boolean, ms = API_TIMEOUT_MS): () => void {
  const id = client.cache.identify({ __typename: "Game", id: gameId });
  if (!id) return () => undefined;
  const sub = client.watchFragment({ fragment: LobbyGameFieldsFragmentDoc, fragmentName: "LobbyGameFields", from: id }).subscribe((result) => {
    const seen = (result.data as { isFavorite?: boolean } | undefined)?.isFavorite;
    // Not while the cache is still telling its watchers about the older answer: right after.
    if (seen !== undefined && seen !== favorite) setTimeout(() => client.cache.modify({ id, fields: { isFavorite: () => favorite } }));
  });
  const timer = setTimeout(() => sub.unsubscribe(), ms);
  return () => {
    clearTimeout(timer);
    sub.unsubscribe();
  };
}
