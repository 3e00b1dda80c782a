import { FormattedMessage } from "react-intl";
import type { useCursorPages } from "../hooks/useCursorPages.js";

/** Previous / next under a list; nothing when it fits one page. */
export function Pager({ pages, hasNextPage, endCursor }: { pages: ReturnType<typeof useCursorPages>; hasNextPage: boolean; endCursor: string | null | undefined }) {
  if (!pages.hasPrevious && !hasNextPage) return null;
  return (
    <nav className="pager account__pager" aria-label="pagination">
      <button type="button" className="btn btn--ghost btn--sm" disabled={!pages.hasPrevious} onClick={pages.previous}><FormattedMessage id="account.pager.previous" /></button>
      <span className="muted small"><FormattedMessage id="account.pager.page" values={{ page: pages.page }} /></span>
      <button type="button" className="btn btn--ghost btn--sm" disabled={!hasNextPage || !endCursor} onClick={() => endCursor && pages.next(endCursor)}><FormattedMessage id="account.pager.next" /></button>
    </nav>
  );
}
