import { FormattedMessage } from "react-intl";
import type { LobbyGame } from "../hooks/useLobbyGames.js";
import { FavoriteStar } from "./FavoriteStar.js";
import { TableCard } from "./TableCard.js";

const FLOOR_ORDER: Record<string, number> = { GROUND: 0, FIRST: 1, SECOND: 2, THIRD_VIP: 3 };

/** One game: its name, badges and star, then a card per table (an unplayable game says it opens soon); it spans `span` of the lobby's columns. */
export function GameSection({ game, name, span = 1 }: { game: LobbyGame; name: string; span?: number }) {
  const tables = [...game.tables].sort((a, b) => (FLOOR_ORDER[a.floor] ?? 9) - (FLOOR_ORDER[b.floor] ?? 9) || a.id - b.id);
  const first = [...game.tables].sort((a, b) => a.id - b.id)[0];
  return (
    <section className={`game-section${game.playable ? "" : " game-section--soon"}`} style={{ gridColumn: `span ${span}` }} data-testid={`game-card-${game.type}`} data-game={game.id} data-state={first?.round?.state} data-round={first?.round?.roundId}>
      <header className="game-section__head">
        <img className="game-section__icon" src={game.image} alt="" width="44" height="44" loading="lazy" />
        <div className="game-section__title">
          <h3>{name}</h3>
          <p className="game-section__sub muted small">
            {game.playable ? <FormattedMessage id="lobby.tables" values={{ count: game.tables.length }} /> : <span className="soon-text"><FormattedMessage id="lobby.state.soon" /></span>}
            {game.isHot && <span className="badge badge--hot"><FormattedMessage id="lobby.badge.hot" /></span>}
            {game.isNew && <span className="badge badge--new"><FormattedMessage id="lobby.badge.new" /></span>}
          </p>
        </div>
        <FavoriteStar game={game} name={name} />
      </header>
      <div className="table-row">
        {tables.map((t) => <TableCard key={t.id} table={t} image={game.image} playable={game.playable} />)}
      </div>
    </section>
  );
}
