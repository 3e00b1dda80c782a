import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminGameFieldsFragment } from "../../gql/admin/graphql.js";
import { move } from "./category-form.js";
import "../banners/content.css";

/** A category's games in the lobby's order: add from the games not yet in it, move up or down, remove. */
export function GamesPicker({ games, value, onChange, disabled }: { games: readonly AdminGameFieldsFragment[]; value: readonly string[]; onChange: (ids: string[]) => void; disabled?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const selectId = useId();
  const byId = new Map(games.map((g) => [g.id, g]));
  const rest = games.filter((g) => !value.includes(g.id));
  return (
    <div className="adm-field adm-field--wide" data-testid="games-picker">
      <span className="adm-label"><FormattedMessage id="adm.categories.games" /></span>
      {value.length === 0 ? (
        <p className="adm-muted"><FormattedMessage id="adm.categories.noGames" /></p>
      ) : (
        <ol className="adm-order-list">
          {value.map((id, i) => {
            const name = byId.get(id)?.name ?? id;
            return (
              <li key={id} data-testid="category-game">
                <span className="adm-order-list__pos">{i + 1}</span>
                <span className="adm-order-list__name">{name} {byId.get(id)?.enabled === false && <span className="adm-muted">({t("adm.status.disabled")})</span>}</span>
                <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={disabled || i === 0} aria-label={t("adm.categories.moveUp", { name })} onClick={() => onChange(move(value, i, -1))}>↑</button>
                <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={disabled || i === value.length - 1} aria-label={t("adm.categories.moveDown", { name })} onClick={() => onChange(move(value, i, 1))}>↓</button>
                <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" disabled={disabled} aria-label={t("adm.categories.removeGame", { name })} onClick={() => onChange(value.filter((g) => g !== id))}>×</button>
              </li>
            );
          })}
        </ol>
      )}
      {rest.length > 0 && (
        <label htmlFor={selectId} className="adm-image-field__row">
          <span className="adm-sr-only"><FormattedMessage id="adm.categories.addGame" /></span>
          <select id={selectId} className="adm-input" style={{ maxWidth: 320 }} disabled={disabled} value="" onChange={(e) => e.target.value && onChange([...value, e.target.value])}>
            <option value="">{t("adm.categories.addGame")}</option>
            {rest.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
          </select>
        </label>
      )}
    </div>
  );
}
