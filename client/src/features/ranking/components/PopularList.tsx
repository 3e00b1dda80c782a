import { Fragment, useState } from "react";
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import type { RankingFieldsFragment } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";
import { useGameLabel } from "./game-label.js";
import { localizedName } from "../../../shared/i18n/localized-name.js";

type Game = RankingFieldsFragment["popular"][number];

/** Popular: games by distinct players, then bets, then wagered; each game's tables on demand. */
export function PopularList({ games }: { games: readonly Game[] }) {
  const intl = useIntl();
  const gameLabel = useGameLabel();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (!games.length) return <p className="muted ranking__empty" data-testid="popular-empty"><FormattedMessage id="ranking.popular.empty" /></p>;
  const toggle = (type: number) => setOpen((s) => (s.has(type) ? new Set([...s].filter((t) => t !== type)) : new Set([...s, type])));
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <table className="table table--stack ranking__table" data-testid="popular-list">
      <thead>
        <tr>
          <th scope="col" className="num">#</th>
          <th scope="col">{t("ranking.popular.game")}</th>
          <th scope="col" className="num">{t("ranking.popular.players")}</th>
          <th scope="col" className="num">{t("ranking.popular.bets")}</th>
          <th scope="col" className="num">{t("ranking.popular.wagered")}</th>
        </tr>
      </thead>
      <tbody>
        {games.map((g) => (
          <Fragment key={g.gameType}>
            <tr data-testid="popular-game" data-game-type={g.gameType}>
              <td className="num ranking__rank" data-label={t("ranking.rank")}><span className={`rank rank--${g.rank}`}>{g.rank}</span></td>
              <td data-label={t("ranking.popular.game")}>
                {/* One box, so a phone's stacked row keeps the name and its button together. */}
                <span>
                  <span className="ranking__name">{gameLabel(g.gameType, g.gameName)}</span>
                  {g.tables.length > 0 && (
                    <button type="button" className="ranking__more" aria-expanded={open.has(g.gameType)} onClick={() => toggle(g.gameType)}>
                      <FormattedMessage id={open.has(g.gameType) ? "ranking.popular.hideTables" : "ranking.popular.tables"} /> ({g.tables.length})
                    </button>
                  )}
                </span>
              </td>
              <td className="num mono" data-label={t("ranking.popular.players")} data-testid="popular-players"><FormattedNumber value={g.players} /></td>
              <td className="num mono" data-label={t("ranking.popular.bets")}><FormattedNumber value={g.bets} /></td>
              <td className="num mono" data-label={t("ranking.popular.wagered")}>{formatUnits(g.wagered)}</td>
            </tr>
            {open.has(g.gameType) &&
              g.tables.map((tb) => (
                <tr key={tb.tableId} className="ranking__sub" data-testid="popular-table">
                  <td className="num" data-label={t("ranking.rank")}>{g.rank}.{tb.rank}</td>
                  <td data-label={t("ranking.volatility.where")}>{localizedName(intl.locale, { name: tb.tableName ?? `#${tb.tableId}`, nameJa: tb.tableNameJa })}</td>
                  <td className="num mono" data-label={t("ranking.popular.players")}><FormattedNumber value={tb.players} /></td>
                  <td className="num mono" data-label={t("ranking.popular.bets")}><FormattedNumber value={tb.bets} /></td>
                  <td className="num mono" data-label={t("ranking.popular.wagered")}>{formatUnits(tb.wagered)}</td>
                </tr>
              ))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
