import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { CursorPager } from "./CursorPager.js";
import { DataTable, type Column } from "./DataTable.js";
import { EmptyState } from "./EmptyState.js";
import { FilterBar, type FilterField } from "./FilterBar.js";
import { Panel } from "./Panel.js";

interface Props<T, K extends string> {
  /** The list's filters, kept in the URL (`useUrlFilters`). */
  filters: { fields: FilterField<K>[]; values: Record<K, string>; onApply: (values: Record<K, string>) => void };
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  loading: boolean;
  /** The query failed (its error is shown above the list). */
  failed: boolean;
  /** What to say when there is nothing at all yet (no filter set). */
  empty: ReactNode;
  /** The hint when filters leave nothing (message id). */
  noMatchHint?: string;
  /** The connection's page info, for the pager. */
  page: { hasNextPage: boolean; endCursor?: string | null } | null | undefined;
  /** Shown between the filters and the table (e.g. why a filter value was not understood). */
  notice?: ReactNode;
  /** Rows shown as one short line on narrow screens (see DataTable). */
  compactRow?: (row: T) => boolean;
}

/** A back-office list: its filter bar, the sortable table (or the right empty state), and the cursor pager. */
export function FilteredTable<T, K extends string>({ filters, caption, columns, rows, rowKey, loading, failed, empty, noMatchHint = "adm.empty.noMatchHint", page, notice, compactRow }: Props<T, K>) {
  const filtered = Object.values<string>(filters.values).some(Boolean);
  return (
    <Panel flush>
      <div className="adm-panel__head">
        <FilterBar fields={filters.fields} values={filters.values} onApply={filters.onApply} />
      </div>
      {notice}
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        loading={loading}
        failed={failed}
        compactRow={compactRow}
        empty={filtered ? <EmptyState title={<FormattedMessage id="adm.empty.noMatch" />} hint={<FormattedMessage id={noMatchHint} />} /> : empty}
      />
      <CursorPager hasNextPage={page?.hasNextPage ?? false} endCursor={page?.endCursor} shown={rows.length} />
    </Panel>
  );
}
