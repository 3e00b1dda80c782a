import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { requestConnect } from "../../shared/session/connect-request.js";
import { useMessages } from "./hooks/useMessages.js";
import { inboxEn } from "./i18n/en.js";
import { inboxJa } from "./i18n/ja.js";
import "./messages.css";

/** /messages: the information list — unread first marked, newest first, older pages on demand. */
export function MessagesPage() {
  return (
    <PageMessages en={inboxEn} ja={inboxJa}>
      <Inbox />
    </PageMessages>
  );
}

function Inbox() {
  const m = useMessages();
  const header = (
    <header className="page__header inbox__header">
      <div>
        <h1><FormattedMessage id="menu.information" /></h1>
        <p className="muted"><FormattedMessage id="inbox.subtitle" /></p>
      </div>
      {m.signedIn && m.messages.length > 0 && (
        <div className="inbox__tools">
          <span className="muted small" data-testid="inbox-unread"><FormattedMessage id="inbox.unreadCount" values={{ count: m.unread }} /></span>
          <button type="button" className="btn btn--ghost btn--sm" disabled={m.unread === 0 || m.markingAll} onClick={() => void m.markAll()}>
            <FormattedMessage id="inbox.markAll" />
          </button>
        </div>
      )}
    </header>
  );
  if (!m.signedIn) {
    return (
      <div className="stack">
        {header}
        <div className="card empty-state">
          <span className="empty-state__icon" aria-hidden>✉</span>
          <FormattedMessage id="inbox.signIn" />
          <button type="button" className="btn btn--primary" onClick={requestConnect}><FormattedMessage id="wallet.connect" /></button>
        </div>
      </div>
    );
  }
  return (
    <div className="stack">
      {header}
      {m.error && !m.messages.length && (
        <div className="card empty-state" role="alert">
          <FormattedMessage id="inbox.loadFailed" />
          <button type="button" className="btn btn--ghost btn--sm" onClick={m.retry}><FormattedMessage id="inbox.retry" /></button>
        </div>
      )}
      {m.loading && <div className="card center pad"></div>}
      {!m.loading && !m.error && m.messages.length === 0 && (
        <div className="card empty-state" data-testid="inbox-empty">
          <span className="empty-state__icon" aria-hidden>✉</span>
          <FormattedMessage id="inbox.empty" />
        </div>
      )}
      {m.messages.length > 0 && (
        <ul className="inbox" data-testid="inbox">
          {m.messages.map((msg) => (
            <li key={msg.id} className={`inbox__item${msg.read ? "" : " is-unread"}`} data-testid="inbox-item" data-read={msg.read}>
              <Link to={`/messages/${msg.id}`} className="inbox__link">
                <span className="inbox__dot" aria-hidden />
                <span className="inbox__main">
                  <span className="inbox__title">
                    {msg.title}
                    {!msg.read && <span className="inbox__new"><FormattedMessage id="inbox.new" /></span>}
                  </span>
                  <span className="inbox__excerpt muted">{msg.content}</span>
                </span>
                <time className="inbox__date muted small" dateTime={msg.sentAt}><FormattedDate value={msg.sentAt} dateStyle="medium" /></time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {m.hasMore && (
        <button type="button" className="btn btn--ghost inbox__more" disabled={m.loadingMore} onClick={m.loadMore}>
          {m.loadingMore && <span className="spinner spinner--inline" />}
          <FormattedMessage id="inbox.loadMore" />
        </button>
      )}
    </div>
  );
}
