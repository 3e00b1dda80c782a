import { FormattedMessage, FormattedTime, FormattedDate } from "react-intl";
import type { AffiliateFieldsFragment } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";

/** Today's running figure (from 0:00 UTC, published at 0:30 UTC tomorrow), earnings, withdrawals and the withdraw button. */
export function EarningsCard({ affiliate, withdrawing, onWithdraw }: { affiliate: AffiliateFieldsFragment; withdrawing: boolean; onWithdraw: () => void }) {
  const t = affiliate.today;
  return (
    <section className="card affiliate-earnings" aria-labelledby="affiliate-earnings-title">
      <div className="section-head">
        <h2 id="affiliate-earnings-title" className="card__title"><FormattedMessage id="affiliate.earnings.title" /></h2>
        <span className="pill" data-testid="affiliate-rate"><FormattedMessage id="affiliate.earnings.rate" values={{ rate: affiliate.rateBps / 100 }} /></span>
      </div>
      {affiliate.suspended && <div className="banner banner--warn" role="status"><FormattedMessage id="affiliate.suspended" /></div>}
      <div className="affiliate-figures">
        <div className="affiliate-figure affiliate-figure--today" data-testid="affiliate-today">
          <span className="muted small"><FormattedMessage id="affiliate.today.title" values={{ day: t.day }} /> <span className="pill pill--live small"><FormattedMessage id="affiliate.live" /></span></span>
          <strong className="mono">{t.bets > 0 ? `${formatUnits(t.commission, "long")} SUSD` : "-"}</strong>
          <span className="muted small">{t.bets > 0 ? <FormattedMessage id="affiliate.today.detail" values={{ bets: t.bets, wagered: formatUnits(t.wagered) }} /> : <FormattedMessage id="affiliate.today.none" />}</span>
          <span className="muted small"><FormattedMessage id="affiliate.today.publishes" values={{ date: <FormattedDate value={t.publishesAt} timeZone="UTC" />, time: <FormattedTime value={t.publishesAt} timeZone="UTC" /> }} /></span>
        </div>
        <div className="affiliate-figure"><span className="muted small"><FormattedMessage id="affiliate.earnings.total" /></span><strong className="mono" data-testid="affiliate-earnings">{formatUnits(affiliate.earnings, "long")}</strong></div>
        <div className="affiliate-figure"><span className="muted small"><FormattedMessage id="affiliate.earnings.withdrawn" /></span><strong className="mono">{formatUnits(affiliate.withdrawn, "long")}</strong></div>
        <div className="affiliate-figure"><span className="muted small"><FormattedMessage id="affiliate.earnings.available" /></span><strong className="mono gold" data-testid="affiliate-available">{formatUnits(affiliate.available, "long")}</strong></div>
      </div>
      <button type="button" className="btn btn--primary btn--block" data-testid="affiliate-withdraw" disabled={withdrawing || BigInt(affiliate.available) <= 0n} onClick={onWithdraw}>
        {withdrawing && <span className="spinner spinner--inline" />}<FormattedMessage id="affiliate.withdraw" />
      </button>
      <p className="muted small"><FormattedMessage id="affiliate.withdraw.note" /></p>
    </section>
  );
}
