import { FormattedMessage, useIntl } from "react-intl";
import type { CategoryChip } from "../hooks/useLobbyCategories.js";
import type { Category, SortOrder } from "../lobby/catalog.js";

/** The lobby's categories as chips (all, favourites, then staff's categories), and the name sort. */
export function CategoryBar({ chips, category, sort, onCategory, onSort }: { chips: readonly CategoryChip[]; category: Category; sort: SortOrder; onCategory: (c: Category) => void; onSort: (s: SortOrder) => void }) {
  const intl = useIntl();
  return (
    <div className="lobby-bar">
      <div className="chips" role="group" aria-label={intl.formatMessage({ id: "lobby.categories" })}>
        {chips.map((c) => (
          <button key={c.id} type="button" aria-pressed={c.id === category} className={`chip-tab${c.id === category ? " is-active" : ""}`} data-testid={`category-${c.id}`} onClick={() => onCategory(c.id)}>
            {c.id === "favorites" && <span className="chip-tab__star" aria-hidden>★</span>}
            {c.label}
          </button>
        ))}
      </div>
      <label className="lobby-sort">
        <span className="muted small"><FormattedMessage id="lobby.sort.label" /></span>
        <select value={sort} onChange={(e) => onSort(e.target.value === "desc" ? "desc" : "asc")} data-testid="sort">
          <option value="asc">{intl.formatMessage({ id: "lobby.sort.asc" })}</option>
          <option value="desc">{intl.formatMessage({ id: "lobby.sort.desc" })}</option>
        </select>
      </label>
    </div>
  );
}
