import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { utcDateTime } from "../ui/format.js";
import { useRulesReport, type ReportWeek } from "./useRulesReport.js";

export const REPORT_WEEKS = [4, 12, 26, 52] as const;
const DEFAULT_WEEKS = 12;
const WEEK = 7 * 86_400_000;

const day = (iso: string) => utcDateTime(iso).slice(0, 10);

/** /admin/responsible-gaming: per week, players who started a time-out (of them, by staff) and a self-exclusion. */
export function RulesReportPage() {
  return (
    <RequirePermission permission="members.read">
      <RulesReport />
    </RequirePermission>
  );
}

function RulesReport() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("weeks"));
  const weeks = (REPORT_WEEKS as readonly number[]).includes(asked) ? asked : DEFAULT_WEEKS;
  const { rows, totals, loading, error } = useRulesReport(weeks);
  const columns: Column<ReportWeek>[] = [
    { key: "week", header: t("adm.rgReport.week"), sortValue: (w) => w.weekStart, render: (w) => `${day(w.weekStart)} – ${day(new Date(Date.parse(w.weekStart) + WEEK - 1).toISOString())}` },
    { key: "timeOuts", header: t("adm.rgReport.timeOuts"), align: "right", sortValue: (w) => w.timeOuts, render: (w) => intl.formatNumber(w.timeOuts) },
    { key: "staffTimeOuts", header: t("adm.rgReport.staffTimeOuts"), align: "right", sortValue: (w) => w.staffTimeOuts, render: (w) => intl.formatNumber(w.staffTimeOuts) },
    { key: "selfExclusions", header: t("adm.rgReport.selfExclusions"), align: "right", sortValue: (w) => w.selfExclusions, render: (w) => intl.formatNumber(w.selfExclusions) },
    { key: "limitHits", header: t("adm.rgReport.limitHits"), align: "right", sortValue: (w) => w.limitHits, render: (w) => intl.formatNumber(w.limitHits) },
  ];
  const picker = (
    <label className="adm-check">
      <FormattedMessage id="adm.rgReport.weeks" />
      <select className="adm-input" value={weeks} onChange={(e) => setParams((p) => { const next = new URLSearchParams(p); next.set("weeks", e.target.value); return next; })}>
        {REPORT_WEEKS.map((n) => <option key={n} value={n}>{intl.formatMessage({ id: "adm.rgReport.weeksOption" }, { count: n })}</option>)}
      </select>
    </label>
  );
  return (
    <>
      <PageHeader title={<FormattedMessage id="adm.menu.responsibleGaming" />} description={<FormattedMessage id="adm.rgReport.description" />} actions={picker} />
      {error && <ErrorNotice error={error} />}
      <div className="adm-kpis" data-testid="report-totals">
        {(["timeOuts", "staffTimeOuts", "selfExclusions", "limitHits"] as const).map((k) => (
          <div key={k} className="adm-kpi">
            <span className="adm-kpi__label"><FormattedMessage id={`adm.rgReport.${k}`} /></span>
            <span className="adm-kpi__value">{intl.formatNumber(totals[k])}</span>
            <span className="adm-kpi__sub"><FormattedMessage id="adm.rgReport.overWeeks" values={{ count: weeks }} /></span>
          </div>
        ))}
      </div>
      <Panel flush title={<FormattedMessage id="adm.rgReport.byWeek" />}>
        <DataTable
          caption={t("adm.rgReport.byWeek")}
          columns={columns}
          rows={rows}
          rowKey={(w) => w.id}
          loading={loading}
          failed={Boolean(error)}
          narrow="scroll"
          initialSort={{ key: "week", dir: "desc" }}
          empty={<EmptyState title={<FormattedMessage id="adm.rgReport.empty" />} hint={<FormattedMessage id="adm.rgReport.emptyHint" />} />}
        />
      </Panel>
      <p className="adm-hint"><FormattedMessage id="adm.rgReport.notCounted" /></p>
    </>
  );
}
