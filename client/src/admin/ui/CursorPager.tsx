import { FormattedMessage, useIntl } from "react-intl";
import { useCursorPage } from "./url-state.js";

/** Previous / next over a connection's cursors; the page number is for orientation only. */
export function CursorPager({ hasNextPage, endCursor, shown }: { hasNextPage: boolean; endCursor: string | null | undefined; shown: number }) {
  const page = useCursorPage();
  const intl = useIntl();
  if (!page.hasPrevious && !hasNextPage) return null;
  return (
    <nav className="adm-pager" aria-label={intl.formatMessage({ id: "adm.pager.label" })}>
      <span className="adm-muted"><FormattedMessage id="adm.pager.page" values={{ page: page.pageNumber, shown }} /></span>
      <div className="adm-pager__buttons">
        {page.pageNumber > 2 && <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={page.first}><FormattedMessage id="adm.pager.first" /></button>}
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={!page.hasPrevious} onClick={page.previous}><FormattedMessage id="adm.pager.previous" /></button>
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={!hasNextPage || !endCursor} onClick={() => endCursor && page.next(endCursor)}><FormattedMessage id="adm.pager.next" /></button>
      </div>
    </nav>
  );
}
