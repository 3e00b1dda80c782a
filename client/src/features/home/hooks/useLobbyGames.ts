import type { ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { LobbyGamesDocument, type LobbyGameFieldsFragment } from "../../../gql/graphql.js";
import { clientEnv } from "../../../shared/env.js";
import { useRoundFeed } from "./useRoundFeed.js";

export type LobbyGame = LobbyGameFieldsFragment;

const variables = { showBonusGames: clientEnv.showBonusGames };

/** Asks for the lobby's games before the first render (the lobby's hook then joins that request or reads its answer). */
export function preloadLobbyGames(client: ApolloClient): void {
  client.query({ query: LobbyGamesDocument, variables }).catch(() => undefined);
}

/** Every game of the lobby with its tables, live. */
export function useLobbyGames(): { games: LobbyGame[]; loading: boolean; failed: boolean; retry: () => void } {
  const q = useQuery(LobbyGamesDocument, { variables, fetchPolicy: "cache-and-network" });
  useRoundFeed();
  return { games: q.data?.games ?? [], loading: q.loading && !q.data, failed: !!q.error && !q.data, retry: () => void q.refetch() };
}
