import { FormattedMessage, useIntl } from "react-intl";
import type { RankingFieldsFragment } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";
import { useGameLabel } from "./game-label.js";
import { localizedName } from "../../../shared/i18n/localized-name.js";

type Win = RankingFieldsFragment["volatility"][number];

/** "35.0000" → "35×", "1.9500" → "1.95×". */
export const multiplierText = (m: string) => `${m.replace(/\.?0+$/, "")}×`;

/** Volatility: the period's biggest wins by multiplier, then payout. */
export function VolatilityList({ wins }: { wins: readonly Win[] }) {
  const intl = useIntl();
  const gameLabel = useGameLabel();
  const t = (id: string) => intl.formatMessage({ id });
  if (!wins.length) return <p className="muted ranking__empty" data-testid="volatility-empty"><FormattedMessage id="ranking.volatility.empty" /></p>;
  return (
    <table className="table table--stack ranking__table" data-testid="volatility-list">
      <thead>
        <tr>
          <th scope="col" className="num">#</th>
          <th scope="col">{t("ranking.volatility.player")}</th>
          <th scope="col">{t("ranking.volatility.where")}</th>
          <th scope="col" className="num">{t("ranking.volatility.stake")}</th>
          <th scope="col" className="num">{t("ranking.volatility.payout")}</th>
          <th scope="col" className="num">{t("ranking.volatility.multiplier")}</th>
        </tr>
      </thead>
      <tbody>
        {wins.map((w) => (
          <tr key={`${w.rank}:${w.placedAt}:${w.tableId}`} data-testid="big-win">
            <td className="num ranking__rank" data-label={t("ranking.rank")}><span className={`rank rank--${w.rank}`}>{w.rank}</span></td>
            <td className="mono" data-label={t("ranking.volatility.player")}>{w.player}</td>
            <td data-label={t("ranking.volatility.where")}><span>{gameLabel(w.gameType, w.gameName)} <span className="muted small">{localizedName(intl.locale, { name: w.tableName ?? `#${w.tableId}`, nameJa: w.tableNameJa })}</span></span></td>
            <td className="num mono" data-label={t("ranking.volatility.stake")}>{formatUnits(w.amount)}</td>
            <td className="num mono" data-label={t("ranking.volatility.payout")}>{formatUnits(w.payout)}</td>
            <td className="num mono ranking__multiplier" data-label={t("ranking.volatility.multiplier")} data-testid="multiplier">{multiplierText(w.multiplier)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
