import { useMemo } from "react";
import { Link } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { requestConnect } from "../../shared/session/connect-request.js";
import { useFavoriteGames } from "./hooks/useFavoriteGames.js";
import { GameList, useGameName } from "./components/GameList.js";
import { LobbySkeleton } from "./components/LobbySkeleton.js";

/** /favorite: the player's favourite games with their live tables. */
export function FavoritePage() {
  const intl = useIntl();
  const gameName = useGameName();
  const { games, loading, failed, guest } = useFavoriteGames();
  const collator = useMemo(() => new Intl.Collator(intl.locale), [intl.locale]);
  const shown = useMemo(() => games.map((g) => ({ ...g, displayName: gameName(g) })).sort((a, b) => collator.compare(a.displayName, b.displayName)), [games, gameName, collator]);
  return (
    <div className="stack lobby">
      <header className="page__header">
        <h1><FormattedMessage id="menu.favorite" /></h1>
        <p className="muted"><FormattedMessage id="lobby.favorites.intro" /></p>
      </header>
      {guest && (
        <div className="card empty-state" data-testid="favorites-guest">
          <span className="empty-state__icon" aria-hidden>★</span>
          <FormattedMessage id="lobby.favorites.guest" />
          <button className="btn btn--primary" onClick={requestConnect}><FormattedMessage id="wallet.connect" /></button>
        </div>
      )}
      {loading && <LobbySkeleton />}
      {failed && <div className="card empty-state" role="alert"><FormattedMessage id="lobby.loadFailed" /></div>}
      {!guest && !loading && !failed && shown.length === 0 && (
        <div className="card empty-state" data-testid="favorites-empty">
          <span className="empty-state__icon" aria-hidden>★</span>
          <FormattedMessage id="lobby.empty.favorites" />
          <Link className="btn btn--ghost" to="/"><FormattedMessage id="lobby.favorites.browse" /></Link>
        </div>
      )}
      <GameList games={shown} />
    </div>
  );
}
