import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from "react-intl";
import type { AffiliateFieldsFragment } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";

const short = (h: string) => `${h.slice(0, 10)}…${h.slice(-6)}`;

/** Commission by published day, and every withdrawal with its payout transaction. */
export function HistoryCard({ affiliate }: { affiliate: AffiliateFieldsFragment }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <div className="affiliate-history">
      <section className="card" aria-labelledby="affiliate-days-title">
        <h2 id="affiliate-days-title" className="card__title"><FormattedMessage id="affiliate.days.title" /></h2>
        {affiliate.days.length === 0 ? (
          <p className="muted empty"><FormattedMessage id="affiliate.days.empty" /></p>
        ) : (
          <table className="table table--stack" data-testid="affiliate-days">
            <thead><tr><th><FormattedMessage id="affiliate.days.day" /></th><th className="num"><FormattedMessage id="affiliate.referrals.wagered" /></th><th className="num"><FormattedMessage id="affiliate.referrals.commission" /></th></tr></thead>
            <tbody>
              {affiliate.days.map((d) => (
                <tr key={d.id} data-testid="affiliate-day">
                  <td data-label={label("affiliate.days.day")}>{d.day}</td>
                  <td className="num mono" data-label={label("affiliate.referrals.wagered")}>{formatUnits(d.wagered)}</td>
                  <td className="num mono gold" data-label={label("affiliate.referrals.commission")}>{formatUnits(d.commission, "long")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card" aria-labelledby="affiliate-withdrawals-title">
        <h2 id="affiliate-withdrawals-title" className="card__title"><FormattedMessage id="affiliate.withdrawals.title" /></h2>
        {affiliate.withdrawals.length === 0 ? (
          <p className="muted empty"><FormattedMessage id="affiliate.withdrawals.empty" /></p>
        ) : (
          <table className="table table--stack" data-testid="affiliate-withdrawals">
            <thead><tr><th><FormattedMessage id="affiliate.withdrawals.at" /></th><th className="num"><FormattedMessage id="affiliate.withdrawals.amount" /></th><th><FormattedMessage id="affiliate.withdrawals.state" /></th><th><FormattedMessage id="affiliate.withdrawals.tx" /></th></tr></thead>
            <tbody>
              {affiliate.withdrawals.map((w) => (
                <tr key={w.id} data-testid="affiliate-withdrawal" data-state={w.state}>
                  <td data-label={label("affiliate.withdrawals.at")}><span><FormattedDate value={w.createdAt} /> <span className="muted"><FormattedTime value={w.createdAt} /></span></span></td>
                  <td className="num mono" data-label={label("affiliate.withdrawals.amount")}>{formatUnits(w.amount, "long")}</td>
                  <td data-label={label("affiliate.withdrawals.state")}><span className={`pill affiliate-state--${w.state}`}><FormattedMessage id={`affiliate.withdrawals.state.${w.state}`} /></span></td>
                  <td className="mono muted" data-label={label("affiliate.withdrawals.tx")} title={w.txHash ?? undefined} data-testid="affiliate-withdrawal-tx">{w.txHash ? short(w.txHash) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
