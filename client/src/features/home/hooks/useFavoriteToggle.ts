import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { SetFavoriteDocument, type SetFavoriteMutation } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { requestConnect } from "../../../shared/session/connect-request.js";
import { useToast } from "../../../shared/ui/toasts.js";

/**
 * The star of a game: flips the favourite at once (optimistic) and on the server; an unstarred game
 * leaves the favourites list. A guest is asked to connect first.
 */
export function useFavoriteToggle(): (game: { id: string; isFavorite: boolean }) => void {
  const { status } = useSession();
  const toast = useToast();
  const intl = useIntl();
  const [setFavorite] = useMutation(SetFavoriteDocument);
  return (game) => {
    if (status !== "signedIn") {
      toast.error(intl.formatMessage({ id: "lobby.favorite.connect" }));
      requestConnect();
      return;
    }
    const favorite = !game.isFavorite;
    setFavorite({
      variables: { gameId: game.id, favorite },
      // The typename lets the cache find the game and flip its star before the server answers.
      optimisticResponse: { setFavorite: { __typename: "Game", id: game.id, isFavorite: favorite } } as SetFavoriteMutation,
      // The favourites list follows at once too: the game joins or leaves it.
      update: (cache, { data }) => {
        const starred = data?.setFavorite.isFavorite;
        const ref = cache.identify({ __typename: "Game", id: game.id });
        if (starred === undefined || !ref) return;
        cache.modify({
          fields: {
            favoriteGames: (refs: readonly Reference[], { readField, toReference }) => {
              const rest = refs.filter((r) => readField("id", r) !== game.id);
              const added = starred ? toReference(ref) : undefined;
              return added ? [...rest, added] : rest;
            },
          },
        });
      },
    }).catch(() => toast.error(intl.formatMessage({ id: "lobby.favorite.failed" })));
  };
}
