import type { Reference } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { SetFavoriteDocument, type SetFavoriteMutation } from "../../../gql/graphql.js";
import { guardFavorite } from "../lobby/favorite-guard.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { requestConnect } from "../../../shared/session/connect-request.js";
import { useToast } from "../../../shared/ui/toasts.js";

/**
 * The star of a game: flips the favourite at once (optimistic) and on the server; an unstarred game
 * leaves the favourites list. A guest is asked to connect first; a star clicked while the stored
 * session is still being restored counts once it is.
 */
export function useFavoriteToggle(): (game: { id: string; isFavorite: boolean }) => void {
  const { status } = useSession();
  const toast = useToast();
  const intl = useIntl();
  const client = useApolloClient();
  const [setFavorite] = useMutation(SetFavoriteDocument);
  const pending = useRef<{ game: { id: string }; favorite: boolean } | null>(null);
  const settling = status === "initializing" || status === "signing";

  const askToConnect = () => {
    toast.error(intl.formatMessage({ id: "lobby.favorite.connect" }));
    requestConnect();
  };
  const send = (game: { id: string }, favorite: boolean) => {
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
    })
      .then((r) => {
        const confirmed = r.data?.setFavorite.isFavorite;
        if (confirmed !== undefined) guardFavorite(client, game.id, confirmed);
      })
      .catch(() => toast.error(intl.formatMessage({ id: "lobby.favorite.failed" })));
  };

  useEffect(() => {
    const clicked = pending.current;
    if (!clicked || settling) return;
    pending.current = null;
    if (status === "signedIn") send(clicked.game, clicked.favorite);
    else askToConnect();
  }, [status]);

  return (game) => {
    if (settling) pending.current = { game, favorite: !game.isFavorite };
    else if (status !== "signedIn") askToConnect();
    else send(game, !game.isFavorite);
  };
}
