import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { FormattedDate, FormattedMessage, FormattedTime } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { MarkMessageReadDocument, PlayerMessageDocument } from "../../gql/pages/graphql.js";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { requestConnect } from "../../shared/session/connect-request.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { HtmlOverlay } from "../../shared/ui/html-overlay.js";
import { inboxEn } from "./i18n/en.js";
import { inboxJa } from "./i18n/ja.js";
import "./messages.css";

const isNotFound = (e: unknown) => CombinedGraphQLErrors.is(e) && e.errors.some((x) => x.extensions?.code === "NOT_FOUND");

/** /messages/{id}: one message, marked read as it opens; its HTML content in the SPEC's overlay. */
export function MessagePage() {
  return (
    <PageMessages en={inboxEn} ja={inboxJa}>
      <MessageDetail />
    </PageMessages>
  );
}

function MessageDetail() {
  const { id = "" } = useParams();
  const signedIn = useSession().status === "signedIn";
  const { data, loading, error } = useQuery(PlayerMessageDocument, { variables: { id }, skip: !signedIn });
  const [markRead] = useMutation(MarkMessageReadDocument, { refetchQueries: ["UnreadMessageCount"] });
  const [overlay, setOverlay] = useState(false);
  const message = data?.message;
  const unread = message && !message.read;
  useEffect(() => {
    if (unread) void markRead({ variables: { id: message.id } }).catch(() => undefined);
  }, [unread, message?.id, markRead]);

  const back = <Link className="inbox__back" to="/messages">← <FormattedMessage id="inbox.back" /></Link>;
  if (!signedIn) {
    return (
      <div className="stack">
        {back}
        <div className="card empty-state">
          <FormattedMessage id="inbox.signIn" />
          <button type="button" className="btn btn--primary" onClick={requestConnect}><FormattedMessage id="wallet.connect" /></button>
        </div>
      </div>
    );
  }
  if (loading && !message) return <div className="stack">{back}<div className="card center pad"></div></div>;
  if (!message) {
    return (
      <div className="stack">
        {back}
        <div className="card empty-state" role="alert" data-testid="message-missing">
          <FormattedMessage id={error && !isNotFound(error) ? "inbox.loadFailed" : "inbox.notFound"} />
        </div>
      </div>
    );
  }
  return (
    <div className="stack">
      {back}
      <article className="card message" data-testid="message">
        <header className="message__head">
          <h1 className="message__title">{message.title}</h1>
          <time className="muted small" dateTime={message.sentAt}>
            <FormattedDate value={message.sentAt} dateStyle="long" /> <FormattedTime value={message.sentAt} timeStyle="short" />
          </time>
        </header>
        <p className="message__content">{message.content}</p>
        {message.htmlContent && (
          <button type="button" className="btn btn--primary" onClick={() => setOverlay(true)} data-testid="message-open-html">
            <FormattedMessage id="inbox.openHtml" />
          </button>
        )}
      </article>
      {overlay && message.htmlContent && <HtmlOverlay title={message.title} html={message.htmlContent} onClose={() => setOverlay(false)} />}
    </div>
  );
}
