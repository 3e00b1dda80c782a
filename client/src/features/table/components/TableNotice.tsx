import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { FormattedMessage } from "react-intl";

/** A table that cannot be played now: closed, opening soon or unknown, with the way back to the lobby. */
export function TableNotice({ icon, title, children, testId }: { icon: string; title: ReactNode; children?: ReactNode; testId: string }) {
  return (
    <div className="card table-notice" data-testid={testId}>
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden>{icon}</span>
        <h2>{title}</h2>
        {children}
        <Link className="btn btn--ghost" to="/"><FormattedMessage id="table.back" /></Link>
      </div>
    </div>
  );
}
