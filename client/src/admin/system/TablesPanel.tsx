import { FormattedMessage, useIntl } from "react-intl";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Panel } from "../ui/Panel.js";
import { Badge } from "../ui/TaskStateBadge.js";
import type { SystemStatus } from "./useSystemStatus.js";
import { useDuration } from "./useDuration.js";

type Table = SystemStatus["tables"][number];

/** Each table as the dealer left it: latest round, when the next can open, stuck rounds. */
export function TablesPanel({ tables }: { tables: Table[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const duration = useDuration();
  const state = (x: Table) => {
    if (!x.enabled) return <Badge tone="neutral">{t("adm.system.tableOff")}</Badge>;
    if (x.paused) return <Badge tone="warn">{t("adm.system.tablePaused")}</Badge>;
    return <Badge tone="ok">{t("adm.system.tableOn")}</Badge>;
  };
  const next = (x: Table) => {
    if (x.lastRoundState === "open") return t("adm.system.nextBetting", { in: duration(x.nextRoundInSeconds) });
    if (x.nextRoundInSeconds == null) return t("adm.system.nextSettling");
    return t("adm.system.nextDue");
  };
  const columns: Column<Table>[] = [
    { key: "table", header: t("adm.system.table"), sortValue: (x) => x.tableId, render: (x) => x.name },
    { key: "state", header: t("adm.system.status"), render: state },
    {
      key: "last",
      header: t("adm.system.lastRound"),
      sortValue: (x) => x.lastRoundId ?? -1,
      render: (x) => (x.lastRoundId == null ? t("adm.system.noRounds") : t("adm.system.lastRoundValue", { id: x.lastRoundId, state: t(`adm.round.${x.lastRoundState}`) })),
    },
    { key: "next", header: t("adm.system.nextRound"), render: next },
    {
      key: "stuck",
      header: t("adm.system.stuck"),
      align: "right",
      sortValue: (x) => x.stuckRounds,
      render: (x) => (x.stuckRounds > 0 ? <Badge tone="bad">{x.stuckRounds}</Badge> : "0"),
    },
  ];
  return (
    <Panel flush title={<FormattedMessage id="adm.system.tables" />}>
      <DataTable caption={t("adm.system.tables")} columns={columns} rows={tables} rowKey={(x) => x.id} empty={<EmptyState title={t("adm.system.noTables")} hint={t("adm.system.noTablesHint")} />} />
    </Panel>
  );
}
