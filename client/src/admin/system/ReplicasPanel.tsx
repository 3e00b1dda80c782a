import { FormattedMessage, useIntl } from "react-intl";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Panel } from "../ui/Panel.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { useDateTime } from "../ui/format.js";
import type { SystemStatus } from "./useSystemStatus.js";

type Replica = SystemStatus["replicas"][number];

/** Every gateway process from its heartbeat, with its WebSocket connections and subscriptions. */
export function ReplicasPanel({ replicas }: { replicas: Replica[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const at = useDateTime();
  const columns: Column<Replica>[] = [
    {
      key: "replica",
      header: t("adm.system.replica"),
      wrap: true,
      render: (r) => (
        <span className="adm-mono">
          {r.id}
          {r.current && <span className="adm-muted"> ({t("adm.system.thisReplica")})</span>}
        </span>
      ),
    },
    { key: "url", header: t("adm.system.url"), secondary: true, render: (r) => r.url },
    { key: "started", header: t("adm.system.started"), secondary: true, sortValue: (r) => r.startedAt, render: (r) => at(r.startedAt) },
    { key: "heartbeat", header: t("adm.system.heartbeat"), sortValue: (r) => r.heartbeatAt, render: (r) => at(r.heartbeatAt) },
    { key: "connections", header: t("adm.system.connections"), align: "right", sortValue: (r) => r.websocketConnections, render: (r) => intl.formatNumber(r.websocketConnections) },
    { key: "subscriptions", header: t("adm.system.subscriptions"), align: "right", sortValue: (r) => r.subscriptions, render: (r) => intl.formatNumber(r.subscriptions) },
    { key: "state", header: t("adm.system.status"), render: (r) => (r.stale ? <Badge tone="bad">{t("adm.system.stale")}</Badge> : <Badge tone="ok">{t("adm.system.live")}</Badge>) },
  ];
  return (
    <Panel flush title={<FormattedMessage id="adm.system.replicas" />}>
      <DataTable caption={t("adm.system.replicas")} columns={columns} rows={replicas} rowKey={(r) => r.id} empty={<EmptyState title={t("adm.system.noReplicas")} />} />
    </Panel>
  );
}
