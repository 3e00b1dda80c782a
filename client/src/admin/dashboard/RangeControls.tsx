import { FormattedMessage, useIntl } from "react-intl";
import { DatePicker } from "../../shared/ui/date-picker/DatePicker.js";
import { lastDays, type DashboardRange, type Granularity, type GroupBy } from "./range.js";

const PRESETS = [7, 30, 90, 365] as const;
const GRANULARITIES: Granularity[] = ["DAY", "WEEK", "MONTH"];
const GROUPS: GroupBy[] = ["NONE", "GAME", "TABLE", "AREA"];

/** Date range (UTC days), bucket size and grouping of the dashboard, all kept in the URL. */
export function RangeControls({ range, onChange }: { range: DashboardRange; onChange: (patch: Partial<DashboardRange>) => void }) {
  const intl = useIntl();
  return (
    <div className="adm-filters" data-testid="range-controls">
      <label className="adm-filters__field">
        <span className="adm-label"><FormattedMessage id="adm.dashboard.from" /></span>
        <DatePicker inputClassName="adm-input" value={range.from} max={range.to} invalid={range.inverted} onChange={(from) => from && onChange({ from })} />
      </label>
      <label className="adm-filters__field">
        <span className="adm-label"><FormattedMessage id="adm.dashboard.to" /></span>
        <DatePicker inputClassName="adm-input" value={range.to} min={range.from} onChange={(to) => to && onChange({ to })} />
      </label>
      <div className="adm-segmented" role="group" aria-label={intl.formatMessage({ id: "adm.dashboard.presets" })}>
        {PRESETS.map((days) => (
          <button key={days} type="button" aria-pressed={range.from === lastDays(days).from && range.to === lastDays(days).to} onClick={() => onChange(lastDays(days))}>
            <FormattedMessage id="adm.dashboard.lastDays" values={{ days }} />
          </button>
        ))}
      </div>
      <div className="adm-segmented" role="group" aria-label={intl.formatMessage({ id: "adm.dashboard.granularity" })}>
        {GRANULARITIES.map((g) => (
          <button key={g} type="button" aria-pressed={range.granularity === g} onClick={() => onChange({ granularity: g })}><FormattedMessage id={`adm.dashboard.by.${g}`} /></button>
        ))}
      </div>
      <div className="adm-segmented" role="group" aria-label={intl.formatMessage({ id: "adm.dashboard.groupBy" })}>
        {GROUPS.map((g) => (
          <button key={g} type="button" aria-pressed={range.groupBy === g} onClick={() => onChange({ groupBy: g })}><FormattedMessage id={`adm.dashboard.group.${g}`} /></button>
        ))}
      </div>
    </div>
  );
}
