import { useQuery } from "@apollo/client/react";
import { FavoriteGamesDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { clientEnv } from "../../../shared/env.js";
import { useRoundFeed } from "./useRoundFeed.js";
import type { LobbyGame } from "./useLobbyGames.js";

/** The signed-in player's favourite games with their tables, live; nothing for a guest. */
export function useFavoriteGames(): { games: LobbyGame[]; loading: boolean; failed: boolean; guest: boolean } {
  const { status } = useSession();
  const guest = status !== "signedIn";
  const q = useQuery(FavoriteGamesDocument, { skip: guest, fetchPolicy: "cache-and-network" });
  useRoundFeed();
  const games = (q.data?.favoriteGames ?? []).filter((g) => g.isFavorite && (clientEnv.showBonusGames || !g.isBonusGame));
  return { games, loading: !guest && q.loading && !q.data, failed: !!q.error && !q.data, guest };
}
