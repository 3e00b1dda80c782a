import { FormattedMessage } from "react-intl";
import type { LobbyGame } from "../hooks/useLobbyGames.js";
import { FavoriteStar } from "./FavoriteStar.js";
import { TableCard } from "./TableCard.js";

const FLOOR_ORDER: Record<string, number> = { GROUND: 0, FIRST: 1, SECOND: 2, THIRD_VIP: 3 };

/** One game: its name, badges and star, then a card per table (an unplayable game says it opens soon). */
export function GameSection({ game, name }: { game: LobbyGame; name: string }) {
  const tables = [...game.tables].sort((a, b) => (FLOOR_ORDER[a.floor] ?? 9) - (FLOOR_ORDER[b.floor] ?? 9) || a.id - b.id);
  const first = [...game.tables].sort((a, b) => a.id - b.id)[0];
  return (
    <section className={`game-section${game.playable ? "" : " game-section--soon"}`} data-testid={`game-card-${game.type}`} data-game={game.id} data-state={first?.round?.state} data-round={first?.round?.roundId}>
      <header className="game-section__head">
        <img className="game-section__icon" src={game.image} alt="" width="44" height="44" loading="lazy" />
        <div className="game-section__title">
          <h3>{name}</h3>
          <p className="muted small">
            {game.playable ? <FormattedMessage id="lobby.tables" values={{ count: game.tables.length }} /> : <span className="soon-text"><FormattedMessage id="lobby.state.soon" /></span>}
          </p>
        </div>
        <div className="game-section__badges">
          {game.isHot && <span className="badge badge--hot"><FormattedMessage id="lobby.badge.hot" /></span>}
          {game.isNew && <span className="badge badge--new"><FormattedMessage id="lobby.badge.new" /></span>}
        </div>
        <FavoriteStar game={game} name={name} />
      </header>
      <div className="table-row">
        {tables.map((t) => <TableCard key={t.id} table={t} image={game.image} playable={game.playable} />)}
      </div>
    </section>
  );
}
