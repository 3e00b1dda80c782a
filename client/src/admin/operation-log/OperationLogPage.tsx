import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { OperationLogDocument, OperationLogTargetTypesDocument, type OperationLogQuery } from "../../gql/admin/graphql.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { Hex } from "../ui/Hex.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { dayEnd, dayStart, shortenAddresses, useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";

type Entry = OperationLogQuery["operationLog"]["edges"][number]["node"];

const FILTERS = ["actor", "action", "targetType", "targetId", "from", "to"] as const;
export const PAGE_SIZE = 25;

/** /operation-log: every back-office change, newest first, by who, what, target and dates. */
export function OperationLogPage() {
  return (
    <RequirePermission permission="oplog.read">
      <OperationLog />
    </RequirePermission>
  );
}

function OperationLog() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dateTime = useDateTime();
  const [f, setFilters] = useUrlFilters(FILTERS);
  const page = useCursorPage();
  const filter = {
    actor: f.actor.trim() || null, action: f.action.trim() || null, targetType: f.targetType || null, targetId: f.targetId.trim() || null,
    from: dayStart(f.from), to: dayEnd(f.to),
  };
  const { data, loading, error } = useQuery(OperationLogDocument, { variables: { filter, first: PAGE_SIZE, after: page.after } });
  const rows = data?.operationLog.edges.map((e) => e.node) ?? [];
  // The server's own list of what it logs; a type already in the URL stays choosable while it loads.
  const targetTypes = useQuery(OperationLogTargetTypesDocument).data?.operationLogTargetTypes ?? [];
  const targetTypeChoices = f.targetType && !targetTypes.includes(f.targetType) ? [f.targetType, ...targetTypes] : targetTypes;
  const columns: Column<Entry>[] = [
    { key: "at", header: t("adm.oplog.at"), sortValue: (e) => e.at, render: (e) => <Link to={to(adminPaths.operationLogView, { id: e.id })}>{dateTime(e.at)}</Link> },
    { key: "actor", header: t("adm.oplog.actor"), sortValue: (e) => e.actorAddress, render: (e) => <><Hex value={e.actorAddress} /> <Badge tone="neutral">{e.actorType}</Badge></> },
    { key: "action", header: t("adm.oplog.action"), sortValue: (e) => e.action, render: (e) => <span className="adm-mono">{e.action}</span> },
    { key: "target", header: t("adm.oplog.target"), sortValue: (e) => `${e.targetType}:${e.targetId}`, render: (e) => <span className="adm-mono" title={`${e.targetType}:${e.targetId}`}>{e.targetType}:{shortenAddresses(e.targetId)}</span> },
    { key: "summary", wrap: true, header: t("adm.oplog.summary"), render: (e) => <span title={e.summary}>{shortenAddresses(e.summary)}</span> },
    { key: "ip", header: "IP", render: (e) => <span className="adm-mono">{e.actorIp}</span> },
  ];
  return (
    <>
      <PageHeader title={<FormattedMessage id="adm.menu.operationLog" />} description={<FormattedMessage id="adm.oplog.description" />} />
      {error && <ErrorNotice error={error} />}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "actor", label: t("adm.oplog.actor"), type: "text", placeholder: "0x…", wide: true },
          { key: "action", label: t("adm.oplog.action"), type: "text", placeholder: t("adm.oplog.actionHint") },
          { key: "targetType", label: t("adm.oplog.targetType"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...targetTypeChoices.map((v) => ({ value: v, label: v }))] },
          { key: "targetId", label: t("adm.oplog.targetId"), type: "text" },
          { key: "from", label: t("adm.dashboard.from"), type: "date" },
          { key: "to", label: t("adm.dashboard.to"), type: "date" },
        ] }}
        caption={t("adm.menu.operationLog")}
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        loading={loading}
        failed={Boolean(error)}
        empty={<EmptyState title={<FormattedMessage id="adm.oplog.empty" />} hint={<FormattedMessage id="adm.oplog.emptyHint" />} />}
        page={data?.operationLog.pageInfo}
      />
    </>
  );
}
