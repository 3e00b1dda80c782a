import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { OperationLogEntryDocument } from "../../gql/admin/graphql.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths } from "../ui/paths.js";
import { ChangeDiff } from "./ChangeDiff.js";

const back = { to: adminPaths.operationLog, label: <FormattedMessage id="adm.menu.operationLog" /> };

/** /admin/operation-log/{id}/view: who changed what, from where and when, with the before/after diff. */
export function OperationLogEntryPage() {
  return (
    <RequirePermission permission="oplog.read">
      <Entry />
    </RequirePermission>
  );
}

function Entry() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const dateTime = useDateTime();
  const { data, loading, error } = useQuery(OperationLogEntryDocument, { variables: { id } });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const e = data.operationLogEntry;
  const kind = e.before === null ? "created" : e.after === null ? "deleted" : "changed";
  return (
    <>
      <PageHeader back={back} title={<span className="adm-mono">{e.action}</span>} description={e.summary} actions={<Badge tone={kind === "deleted" ? "bad" : kind === "created" ? "ok" : "info"}>{intl.formatMessage({ id: `adm.oplog.kind.${kind}` })}</Badge>} />
      <Panel title={<FormattedMessage id="adm.oplog.entry" />}>
        <dl className="adm-dl">
          <dt><FormattedMessage id="adm.oplog.at" /></dt>
          <dd>{dateTime(e.at)}</dd>
          <dt><FormattedMessage id="adm.oplog.actor" /></dt>
          <dd><span className="adm-mono">{e.actorAddress}</span> <Badge tone="neutral">{e.actorType}</Badge></dd>
          <dt>IP</dt>
          <dd className="adm-mono">{e.actorIp}</dd>
          <dt><FormattedMessage id="adm.oplog.target" /></dt>
          <dd className="adm-mono">{e.targetType}:{e.targetId}</dd>
        </dl>
      </Panel>
      <Panel flush title={<FormattedMessage id="adm.oplog.diff" values={{ count: e.changes.length }} />}>
        <ChangeDiff changes={e.changes} />
      </Panel>
      <div className="adm-grid">
        <Panel title={<FormattedMessage id="adm.oplog.before" />}>
          {e.before ? <pre className="adm-code" data-testid="before-json">{JSON.stringify(e.before, null, 2)}</pre> : <p className="adm-muted"><FormattedMessage id="adm.oplog.noBefore" /></p>}
        </Panel>
        <Panel title={<FormattedMessage id="adm.oplog.after" />}>
          {e.after ? <pre className="adm-code" data-testid="after-json">{JSON.stringify(e.after, null, 2)}</pre> : <p className="adm-muted"><FormattedMessage id="adm.oplog.noAfter" /></p>}
        </Panel>
      </div>
    </>
  );
}
