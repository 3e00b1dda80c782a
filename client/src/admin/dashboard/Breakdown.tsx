import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../shared/format/token.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Panel } from "../ui/Panel.js";
import { groupKeyOf, totalsByGroup, type GroupTotal, type StatsRow } from "./summarize.js";
import { bucketLabel, groupLabel, type GroupNames } from "./labels.js";
import type { Granularity, GroupBy } from "./range.js";

/** The exact figures behind the charts: per bucket, or per game or table over the whole range. */
export function Breakdown({ rows, groupBy, granularity, loading, names }: { rows: readonly StatsRow[]; groupBy: GroupBy; granularity: Granularity; loading: boolean; names?: GroupNames }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const money = <R extends { wagered: string | bigint; paidOut: string | bigint; revenue: string | bigint }>(): Column<R>[] => [
    { key: "wagered", header: t("adm.dashboard.wagered"), align: "right", render: (r) => formatToken(r.wagered), sortValue: (r) => BigInt(r.wagered) },
    { key: "paidOut", header: t("adm.dashboard.paidOut"), align: "right", render: (r) => formatToken(r.paidOut), sortValue: (r) => BigInt(r.paidOut) },
    { key: "revenue", header: t("adm.dashboard.revenue"), align: "right", render: (r) => formatToken(r.revenue), sortValue: (r) => BigInt(r.revenue) },
  ];
  const grouped = useMemo(() => totalsByGroup(rows, groupKeyOf(groupBy)), [rows, groupBy]);
  const empty = <EmptyState title={<FormattedMessage id="adm.dashboard.empty" />} hint={<FormattedMessage id="adm.dashboard.emptyHint" />} />;

  if (groupBy === "NONE") {
    const columns: Column<StatsRow>[] = [
      { key: "bucket", header: t(`adm.dashboard.bucket.${granularity}`), render: (r) => bucketLabel(intl, r.bucket, granularity), sortValue: (r) => r.bucket },
      { key: "players", header: t("adm.dashboard.activePlayers"), align: "right", render: (r) => intl.formatNumber(r.activePlayers), sortValue: (r) => r.activePlayers },
      { key: "bets", header: t("adm.dashboard.bets"), align: "right", render: (r) => intl.formatNumber(r.bets), sortValue: (r) => r.bets },
      ...money<StatsRow>(),
    ];
    return (
      <Panel flush title={<FormattedMessage id="adm.dashboard.breakdown" />}>
        <DataTable narrow="scroll" caption={t("adm.dashboard.breakdown")} columns={columns} rows={rows} rowKey={(r) => r.bucket} loading={loading} empty={empty} initialSort={{ key: "bucket", dir: "desc" }} />
      </Panel>
    );
  }
  const columns: Column<GroupTotal>[] = [
    { key: "group", header: t(`adm.dashboard.group.${groupBy}`), render: (r) => groupLabel(intl, r.key, names), sortValue: (r) => groupLabel(intl, r.key, names) },
    { key: "bets", header: t("adm.dashboard.bets"), align: "right", render: (r) => intl.formatNumber(r.bets), sortValue: (r) => r.bets },
    ...money<GroupTotal>(),
  ];
  return (
    <Panel flush title={<FormattedMessage id="adm.dashboard.breakdown" />}>
      <DataTable narrow="scroll" caption={t("adm.dashboard.breakdown")} columns={columns} rows={grouped} rowKey={(r) => r.key} loading={loading} empty={empty} />
    </Panel>
  );
}
