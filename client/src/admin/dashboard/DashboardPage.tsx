import { lazy, Suspense, useMemo, type ComponentProps } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../shared/format/token.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { Kpi } from "./Kpi.js";
import { RangeControls } from "./RangeControls.js";
import { Breakdown } from "./Breakdown.js";
import { useDashboard } from "./useDashboard.js";
import { bridgePoints, chartAmount, groupKeyOf, pivot } from "./summarize.js";
import { bucketLabel, groupLabel } from "./labels.js";

// The chart library arrives with the first chart, not with the rest of the back office.
const LazyTrendChart = lazy(() => import("./TrendChart.js").then((m) => ({ default: m.TrendChart })));
function TrendChart(props: ComponentProps<typeof LazyTrendChart>) {
  return (
    <Suspense fallback={<div className="adm-chart adm-chart--loading" role="img" aria-label={props.label} aria-busy />}>
      <LazyTrendChart {...props} />
    </Suspense>
  );
}

/** /admin: players and play over a chosen range (SPEC statistics: DAU, MAU, revenue). */
export function DashboardPage() {
  return (
    <RequirePermission permission="dashboard.read">
      <Dashboard />
    </RequirePermission>
  );
}

function Dashboard() {
  const intl = useIntl();
  const d = useDashboard();
  const { granularity, groupBy } = d.range;
  const key = groupKeyOf(groupBy);
  const compact = useMemo(() => new Intl.NumberFormat(intl.locale, { notation: "compact", maximumFractionDigits: 1 }), [intl.locale]);
  const charts = useMemo(() => {
    const players = pivot(d.chartRows, key, (r) => r.activePlayers);
    const wagered = pivot(d.chartRows, key, (r) => chartAmount(r.wagered));
    const revenue = pivot(d.chartRows, key, (r) => chartAmount(r.revenue));
    const series = (groups: string[]) => groups.map((g) => ({ key: g, name: groupLabel(intl, g, d.names) }));
    const bridge = bridgePoints(d.overallRows);
    return { players, wagered, revenue, bridge, series };
  }, [d.chartRows, d.overallRows, d.names, key, intl]);
  const x = (b: string) => bucketLabel(intl, b, granularity);
  const susd = (v: number) => compact.format(v);
  const date = (iso: string | undefined, month = false) => iso && intl.formatDate(iso, month ? { year: "numeric", month: "long", timeZone: "UTC" } : { dateStyle: "medium", timeZone: "UTC" });

  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.dashboard" />} description={<FormattedMessage id="adm.dashboard.description" />} />
      <Panel>
        <RangeControls range={d.range} onChange={d.setRange} />
      </Panel>
      {d.range.inverted && <div className="adm-alert adm-alert--error" role="alert"><FormattedMessage id="adm.dashboard.inverted" /></div>}
      {d.error && <ErrorNotice error={d.error} />}
      <div className="adm-kpis">
        <Kpi testId="kpi-dau" label={<FormattedMessage id="adm.dashboard.dau" />} value={d.dau?.players ?? 0} sub={<FormattedMessage id="adm.dashboard.dauSub" values={{ day: date(d.dau?.bucket) ?? "—", average: intl.formatNumber(d.averageDau, { maximumFractionDigits: 2 }) }} />} />
        <Kpi testId="kpi-mau" label={<FormattedMessage id="adm.dashboard.mau" />} value={d.mau?.players ?? 0} sub={date(d.mau?.bucket, true)} />
        <Kpi testId="kpi-new" label={<FormattedMessage id="adm.dashboard.newPlayers" />} value={intl.formatNumber(d.totals.newPlayers)} />
        <Kpi testId="kpi-bets" label={<FormattedMessage id="adm.dashboard.bets" />} value={intl.formatNumber(d.totals.bets)} />
        <Kpi testId="kpi-wagered" label={<FormattedMessage id="adm.dashboard.wagered" />} value={formatToken(d.totals.wagered)} sub="SUSD" />
        <Kpi testId="kpi-paid" label={<FormattedMessage id="adm.dashboard.paidOut" />} value={formatToken(d.totals.paidOut)} sub="SUSD" />
        <Kpi testId="kpi-revenue" label={<FormattedMessage id="adm.dashboard.revenue" />} value={formatToken(d.totals.revenue)} sub={<FormattedMessage id="adm.dashboard.revenueSub" />} negative={d.totals.revenue < 0n} />
        <Kpi testId="kpi-bridge-in" label={<FormattedMessage id="adm.dashboard.bridgeIn" />} value={formatToken(d.totals.bridgeIn)} sub={<FormattedMessage id="adm.dashboard.bridgeInSub" />} />
        <Kpi testId="kpi-bridge-out" label={<FormattedMessage id="adm.dashboard.bridgeOut" />} value={formatToken(d.totals.bridgeOut)} sub={<FormattedMessage id="adm.dashboard.bridgeOutSub" />} />
      </div>
      <div className="adm-grid">
        <Panel title={<FormattedMessage id={`adm.dashboard.players.${granularity}`} />}>
          <TrendChart kind="line" label={intl.formatMessage({ id: `adm.dashboard.players.${granularity}` })} points={charts.players.points} series={charts.series(charts.players.groups)} xLabel={x} format={(v) => compact.format(v)} integer />
        </Panel>
        <Panel title={<FormattedMessage id="adm.dashboard.wageredChart" />}>
          <TrendChart kind="bar" stacked label={intl.formatMessage({ id: "adm.dashboard.wageredChart" })} points={charts.wagered.points} series={charts.series(charts.wagered.groups)} xLabel={x} format={susd} />
        </Panel>
        <Panel title={<FormattedMessage id="adm.dashboard.revenueChart" />}>
          <TrendChart kind="bar" label={intl.formatMessage({ id: "adm.dashboard.revenueChart" })} points={charts.revenue.points} series={charts.series(charts.revenue.groups)} xLabel={x} format={susd} />
        </Panel>
        <Panel title={<FormattedMessage id="adm.dashboard.bridgeChart" />}>
          <TrendChart
            kind="bar"
            label={intl.formatMessage({ id: "adm.dashboard.bridgeChart" })}
            points={charts.bridge}
            series={[{ key: "bridgeIn", name: intl.formatMessage({ id: "adm.dashboard.bridgeIn" }), color: "#12a594" }, { key: "bridgeOut", name: intl.formatMessage({ id: "adm.dashboard.bridgeOut" }), color: "#f5a524" }]}
            xLabel={x}
            format={susd}
          />
        </Panel>
      </div>
      <Breakdown names={d.names} rows={d.chartRows} groupBy={groupBy} granularity={granularity} loading={d.loading} />
    </>
  );
}
