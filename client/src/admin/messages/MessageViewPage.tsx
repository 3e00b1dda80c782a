import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { AdminMessageDocument } from "../../gql/admin/graphql.js";
import { Hex } from "../ui/Hex.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { MessageStateBadge } from "./MessageStateBadge.js";
import "../banners/content.css";

const back = { to: adminPaths.messages, label: <FormattedMessage id="admin.menu.messages" /> };

/** /admin/messages/{id}/view: the message as stored — its HTML as the server sanitised it, as players see it in the overlay. */
export function MessageViewPage() {
  return (
    <RequirePermission permission="content.write">
      <ViewMessage />
    </RequirePermission>
  );
}

function ViewMessage() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const dateTime = useDateTime();
  const { data, loading, error } = useQuery(AdminMessageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const m = data.adminMessage;
  return (
    <>
      <PageHeader back={back} title={m.title} description={<MessageStateBadge state={m.state} />} actions={<Link className="adm-btn adm-btn--primary" to={to(adminPaths.messageEdit, { id: m.id })}><FormattedMessage id="adm.common.edit" /></Link>} />
      <div className="adm-grid">
        <Panel title={<FormattedMessage id="adm.messages.delivery" />}>
          <dl className="adm-dl" data-testid="message-facts">
            <dt><FormattedMessage id="adm.messages.state" /></dt><dd><MessageStateBadge state={m.state} /></dd>
            <dt><FormattedMessage id="adm.messages.target" /></dt>
            <dd>{m.targetAll ? <FormattedMessage id="adm.messages.targetAll" /> : <ul className="adm-plain-list">{m.targetAddresses.map((a) => <li key={a}><Hex value={a} head={10} tail={8} /></li>)}</ul>}</dd>
            <dt><FormattedMessage id="adm.messages.sendAt" /></dt><dd>{m.sendAt ? dateTime(m.sendAt) : intl.formatMessage({ id: "adm.messages.onPublish" })}</dd>
            <dt><FormattedMessage id="adm.messages.sentAt" /></dt><dd>{dateTime(m.sentAt)}</dd>
            <dt><FormattedMessage id="adm.messages.reads" /></dt><dd data-testid="message-reads">{m.readCount}</dd>
            <dt><FormattedMessage id="adm.messages.createdBy" /></dt><dd><Hex value={m.createdBy} /> · {dateTime(m.createdAt)}</dd>
          </dl>
        </Panel>
        <Panel title={<FormattedMessage id="adm.messages.content" />}>
          <p className="adm-pre">{m.content}</p>
        </Panel>
      </div>
      <Panel title={<FormattedMessage id="adm.messages.htmlPreview" />}>
        {m.htmlContent ? (
          // The stored HTML is what the gateway's sanitiser kept; this is how players' overlay shows it.
          <div className="adm-html-preview" data-testid="html-preview" dangerouslySetInnerHTML={{ __html: m.htmlContent }} />
        ) : (
          <p className="adm-muted"><FormattedMessage id="adm.messages.noHtml" /></p>
        )}
      </Panel>
    </>
  );
}
