import { useQuery } from "@apollo/client/react";
import { LobbyGamesDocument, type LobbyGameFieldsFragment } from "../../../gql/graphql.js";
import { clientEnv } from "../../../shared/env.js";
import { useRoundFeed } from "./useRoundFeed.js";

export type LobbyGame = LobbyGameFieldsFragment;

/** Every game of the lobby with its tables, live. */
export function useLobbyGames(): { games: LobbyGame[]; loading: boolean; failed: boolean; retry: () => void } {
  const q = useQuery(LobbyGamesDocument, { variables: { showBonusGames: clientEnv.showBonusGames }, fetchPolicy: "cache-and-network" });
  useRoundFeed();
  return { games: q.data?.games ?? [], loading: q.loading && !q.data, failed: !!q.error && !q.data, retry: () => void q.refetch() };
}
