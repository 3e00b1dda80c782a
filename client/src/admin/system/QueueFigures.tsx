import { useIntl } from "react-intl";
import type { SystemStatus } from "./useSystemStatus.js";
import { useDuration } from "./useDuration.js";

function Figure({ label, value, sub, tone, testId }: { label: string; value: number; sub: string; tone?: "bad"; testId: string }) {
  return (
    <div className="adm-kpi" data-testid={testId}>
      <span className="adm-kpi__label">{label}</span>
      <span className={`adm-kpi__value${tone === "bad" ? " is-negative" : ""}`}>{value}</span>
      <span className="adm-kpi__sub">{sub}</span>
    </div>
  );
}

/** The headline figures: both queues, live replicas and stuck rounds. */
export function QueueFigures({ status }: { status: SystemStatus }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const duration = useDuration();
  const oldest = (s: number | null | undefined) => (s == null ? t("adm.system.none") : duration(s));
  const live = status.replicas.filter((r) => !r.stale);
  const stuck = status.tables.reduce((n, table) => n + table.stuckRounds, 0);
  return (
    <div className="adm-kpis">
      <Figure testId="system-task-queue" label={t("adm.system.taskQueue")} value={status.taskQueue.pending} sub={t("adm.system.taskQueueSub", { running: status.taskQueue.inProgress, oldest: oldest(status.taskQueue.oldestAgeSeconds) })} />
      <Figure testId="system-bridge-queue" label={t("adm.system.bridgeQueue")} value={status.bridgeQueue.pending} sub={t("adm.system.bridgeQueueSub", { voting: status.bridgeQueue.inProgress, oldest: oldest(status.bridgeQueue.oldestAgeSeconds) })} />
      <Figure testId="system-replicas" label={t("adm.system.replicasLive")} value={live.length} sub={t("adm.system.replicasSub", { connections: live.reduce((n, r) => n + r.websocketConnections, 0) })} />
      <Figure testId="system-stuck" label={t("adm.system.stuckTotal")} value={stuck} tone={stuck > 0 ? "bad" : undefined} sub={t("adm.system.stuckSub")} />
    </div>
  );
}
