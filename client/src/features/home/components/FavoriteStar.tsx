import { useIntl } from "react-intl";
import { useFavoriteToggle } from "../hooks/useFavoriteToggle.js";

/** The star that keeps a game among the player's favourites. */
export function FavoriteStar({ game, name }: { game: { id: string; isFavorite: boolean }; name: string }) {
  const intl = useIntl();
  const toggle = useFavoriteToggle();
  const on = game.isFavorite;
  return (
    <button
      type="button"
      className={`fav-star${on ? " is-on" : ""}`}
      aria-pressed={on}
      aria-label={intl.formatMessage({ id: on ? "lobby.favorite.remove" : "lobby.favorite.add" }, { name })}
      data-testid={`favorite-${game.id}`}
      onClick={() => toggle(game)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
        <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
      </svg>
    </button>
  );
}
