import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import type { Protection } from "../chain/cashier-chain.js";
import { windowResets } from "../logic/windows.js";
import { When } from "./When.js";

const DAY = 86_400;

/** Minutes played today (the cashier's UTC day starts its clock with the day's first stake). */
function minutesPlayed(p: Protection, now: number): number {
  if (p.playDay !== Math.floor(now / DAY) || p.playStartedAt === 0) return 0;
  if (p.current.dailyMinutes !== 0 && p.playSecondsLeft !== null) return Math.min(p.current.dailyMinutes, Math.ceil((p.current.dailyMinutes * 60 - p.playSecondsLeft) / 60));
  return Math.floor((now - p.playStartedAt) / 60);
}

/** Each limit in force with what its window has used and when the window starts over. */
export function LimitsOverview({ p, now }: { p: Protection; now: number }) {
  const intl = useIntl();
  const resets = windowResets(now);
  const none = intl.formatMessage({ id: "rg.limit.none" });
  // Phones show each limit as a card; its cells name their column themselves.
  const labels = { value: intl.formatMessage({ id: "rg.col.value" }), used: intl.formatMessage({ id: "rg.col.used" }), resets: intl.formatMessage({ id: "rg.col.resets" }) };
  const amount = (v: bigint) => (v === 0n ? none : `${formatToken(v)} SUSD`);
  // A window ahead (payouts above stakes) has used nothing of its limit.
  const used = (v: bigint) => `${formatToken(v > 0n ? v : 0n)} SUSD`;
  const rows: { key: string; limit: string; used: ReactNode; resets: ReactNode }[] = [
    { key: "singleBet", limit: amount(p.current.singleBet), used: <FormattedMessage id="rg.used.perBet" />, resets: "—" },
    { key: "dailyLoss", limit: amount(p.current.dailyLoss), used: used(p.used.day), resets: <When at={resets.day} /> },
    { key: "weeklyLoss", limit: amount(p.current.weeklyLoss), used: used(p.used.week), resets: <When at={resets.week} /> },
    { key: "monthlyLoss", limit: amount(p.current.monthlyLoss), used: used(p.used.month), resets: <When at={resets.month} /> },
    {
      key: "dailyMinutes",
      limit: p.current.dailyMinutes === 0 ? none : intl.formatMessage({ id: "rg.minutes" }, { minutes: p.current.dailyMinutes }),
      used: intl.formatMessage({ id: "rg.minutes" }, { minutes: minutesPlayed(p, now) }),
      resets: <When at={resets.day} />,
    },
  ];
  return (
    <section className="card stack" aria-labelledby="rg-limits-title">
      <h2 id="rg-limits-title"><FormattedMessage id="rg.limits.title" /></h2>
      <div className="table-wrap">
      <table className="table rg-limits" data-testid="rg-limits">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="rg.col.limit" /></th>
            <th scope="col"><FormattedMessage id="rg.col.value" /></th>
            <th scope="col"><FormattedMessage id="rg.col.used" /></th>
            <th scope="col"><FormattedMessage id="rg.col.resets" /></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`rg-row-${r.key}`}>
              <th scope="row"><FormattedMessage id={`rg.field.${r.key}`} /></th>
              <td className="mono" data-label={labels.value}>{r.limit}</td>
              <td className="mono" data-label={labels.used}>{r.used}</td>
              <td data-label={labels.resets}>{r.resets}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </section>
  );
}
