import { useMemo, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { useUrlSort, type Sort } from "./url-state.js";
import { compareValues, type SortValue } from "./sort.js";

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  align?: "right";
  /** Lets long text (summaries, reasons) wrap; other cells stay on one line and the table scrolls. */
  wrap?: boolean;
  /** Shown on narrow screens where each row becomes a card; defaults to the header when it is text. */
  label?: string;
  /** Left out of a compact row (see `compactRow`) on narrow screens. */
  secondary?: boolean;
}

interface Props<T> {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  caption: string;
  loading?: boolean;
  /** Shown instead of the table when there are no rows (and nothing is loading). */
  empty: ReactNode;
  initialSort?: Sort;
  onRowClick?: (row: T) => void;
  /** The query failed (its error is shown above): no empty state that would claim there is nothing. */
  failed?: boolean;
  /** Below 768 px: rows as cards (default), or the grid scrolling sideways (for tables of figures). */
  narrow?: "cards" | "scroll";
  /** Rows with little to show (an empty round): one short line of their main cells instead of a card on narrow screens. */
  compactRow?: (row: T) => boolean;
}

/** The back office's table: sortable columns (sort kept in the URL), rows as cards below 768 px. */
export function DataTable<T>({ columns, rows, rowKey, caption, loading, empty, failed, initialSort, onRowClick, narrow = "cards", compactRow }: Props<T>) {
  const intl = useIntl();
  const [sort, toggle] = useUrlSort(initialSort);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!column?.sortValue) return rows;
    const by = column.sortValue;
    const sign = sort?.dir === "desc" ? -1 : 1;
    return [...rows].sort((a, b) => sign * compareValues(by(a), by(b)));
  }, [rows, columns, sort]);

  if (!loading && rows.length === 0) return failed ? null : <>{empty}</>;
  return (
    <div className="adm-table-wrap" aria-busy={loading}>
      <table className={`adm-table adm-table--${narrow}`}>
        <caption className="adm-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort?.key === c.key;
              const ariaSort = active ? (sort.dir === "asc" ? "ascending" : "descending") : c.sortValue ? "none" : undefined;
              return (
                <th key={c.key} scope="col" aria-sort={ariaSort} className={c.align === "right" ? "is-num" : undefined}>
                  {c.sortValue ? (
                    <button type="button" className={`adm-sort${active ? ` is-${sort.dir}` : ""}`} onClick={() => toggle(c.key)} title={intl.formatMessage({ id: "adm.table.sortBy" })}>
                      {c.header}
                      <span className="adm-sort__arrow" aria-hidden>{active ? (sort.dir === "asc" ? "▲" : "▼") : "↕"}</span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className={[onRowClick && "is-clickable", compactRow?.(row) && "is-compact"].filter(Boolean).join(" ") || undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label ?? (typeof c.header === "string" ? c.header : "")} className={[c.align === "right" && "is-num", c.wrap && "is-wrap", c.secondary && "is-secondary"].filter(Boolean).join(" ") || undefined}>
                  <div className="adm-cell">{c.render(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {loading && rows.length === 0 && <div className="adm-table__loading"><span className="spinner spinner--inline" /></div>}
    </div>
  );
}
