import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from "react-intl";
import type { MessageId } from "../../../shared/i18n/en.js";
import { formatUnits } from "../../../shared/format/number.js";
import { useClaimHistory } from "../hooks/useClaimHistory.js";

const short = (h: string) => `${h.slice(0, 10)}…${h.slice(-6)}`;

/** SPEC §2 claim history: staking TokenClaimed rows, 10 per page. */
export function ClaimHistory() {
  const h = useClaimHistory();
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  if (!h.available) return null;
  return (
    <section className="card">
      <div className="section-head">
        <h2 className="card__title"><FormattedMessage id="claims.title" /></h2>
        {h.pages > 1 && (
          <div className="pager">
            <button className="btn btn--ghost btn--sm" disabled={h.page <= 1} onClick={() => h.setPage(h.page - 1)}>‹</button>
            <span className="muted small">{h.page} / {h.pages}</span>
            <button className="btn btn--ghost btn--sm" disabled={h.page >= h.pages} onClick={() => h.setPage(h.page + 1)}>›</button>
          </div>
        )}
      </div>
      {h.rows.length === 0 ? (
        <p className="muted empty"><FormattedMessage id="claims.empty" /></p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack" data-testid="claim-history">
            <thead>
              <tr>
                <th><FormattedMessage id="bridge.history.date" /></th>
                <th><FormattedMessage id="claims.type" /></th>
                <th className="num"><FormattedMessage id="bridge.history.amount" /></th>
                <th><FormattedMessage id="bridge.history.tx" /></th>
              </tr>
            </thead>
            <tbody>
              {h.rows.map((c) => (
                <tr key={c.id}>
                  <td data-label={label("bridge.history.date")}><span><FormattedDate value={c.timestamp} /> <span className="muted"><FormattedTime value={c.timestamp} /></span></span></td>
                  <td data-label={label("claims.type")}>{c.stakingType === "staking" ? <FormattedMessage id="claims.staking" /> : <FormattedMessage id="claims.ethPool" />}</td>
                  <td className="num mono" data-label={label("bridge.history.amount")}>{formatUnits(c.amount)}</td>
                  <td className="mono muted" data-label={label("bridge.history.tx")} title={c.transactionHash}>{short(c.transactionHash)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
