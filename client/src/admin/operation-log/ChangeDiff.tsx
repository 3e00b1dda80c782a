import { FormattedMessage } from "react-intl";
import { EmptyState } from "../ui/EmptyState.js";

interface Change { field: string; before?: string | null; after?: string | null }

/** Field by field: the value before (red) and after (green); a field that appeared or went shows one side. */
export function ChangeDiff({ changes }: { changes: readonly Change[] }) {
  if (changes.length === 0) return <EmptyState title={<FormattedMessage id="adm.oplog.noChanges" />} />;
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-diff">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="adm.oplog.field" /></th>
            <th scope="col"><FormattedMessage id="adm.oplog.before" /></th>
            <th scope="col"><FormattedMessage id="adm.oplog.after" /></th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field} className="is-changed" data-testid={`change-${c.field}`}>
              <td data-label="">{c.field}</td>
              <td data-label="−" className={c.before == null ? "adm-muted" : "is-removed"}>{c.before ?? "—"}</td>
              <td data-label="+" className={c.after == null ? "adm-muted" : "is-added"}>{c.after ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
