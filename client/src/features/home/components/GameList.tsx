import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../shared/i18n/en.js";
import type { LobbyGame } from "../hooks/useLobbyGames.js";
import { useGridColumns } from "../hooks/useGridColumns.js";
import { gameSpan } from "../lobby/game-grid.js";
import { GameSection } from "./GameSection.js";

/** The game's name: on Japanese pages the back office's Japanese name, else the catalogue's translation of its type; the English name otherwise. */
export function useGameName(): (game: Pick<LobbyGame, "type" | "name" | "nameJa">) => string {
  const intl = useIntl();
  return useCallback((game) => {
    const id = `game.${game.type}` as MessageId;
    if (intl.locale === "ja" && game.nameJa) return game.nameJa;
    return intl.locale !== "en" && intl.messages[id] ? intl.formatMessage({ id }) : game.name;
  }, [intl]);
}

/** The games in one grid of card columns: games with few tables share a row, every card one width. */
export function GameList({ games }: { games: readonly (LobbyGame & { displayName: string })[] }) {
  const { ref, columns } = useGridColumns<HTMLDivElement>();
  return (
    <div ref={ref} className="game-list" style={{ ["--columns" as string]: columns }} data-columns={columns}>
      {games.map((g) => <GameSection key={g.id} game={g} name={g.displayName} span={gameSpan(g.tables.length, columns)} />)}
    </div>
  );
}
