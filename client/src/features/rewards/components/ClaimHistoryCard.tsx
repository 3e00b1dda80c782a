import { useState } from "react";
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from "react-intl";
import { formatUnits } from "../../../shared/format/number.js";
import { claimsCsv, downloadCsv } from "../claims-csv.js";
import type { useRewardClaims } from "../hooks/useRewardClaims.js";

const short = (h: string) => `${h.slice(0, 10)}…${h.slice(-6)}`;

/** SPEC §3 claim history: timestamp, transaction hash, amount, staking type; 10 a page; CSV export of every claim. */
export function ClaimHistoryCard({ claims }: { claims: ReturnType<typeof useRewardClaims> }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv("staking-claims.csv", claimsCsv(await claims.all()));
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="card" aria-labelledby="reward-claims-title">
      <div className="section-head">
        <h2 id="reward-claims-title" className="card__title"><FormattedMessage id="reward.claims.title" /></h2>
        <div className="reward-claims__tools">
          <button type="button" className="btn btn--ghost btn--sm" data-testid="reward-claims-csv" disabled={exporting || claims.total === 0} onClick={() => void exportCsv()}>
            <FormattedMessage id="reward.claims.csv" />
          </button>
          {claims.pages > 1 && (
            <div className="pager">
              <button className="btn btn--ghost btn--sm" aria-label={label("reward.claims.prev")} disabled={claims.page <= 1} onClick={() => claims.setPage(claims.page - 1)}>‹</button>
              <span className="muted small">{claims.page} / {claims.pages}</span>
              <button className="btn btn--ghost btn--sm" aria-label={label("reward.claims.next")} disabled={claims.page >= claims.pages} onClick={() => claims.setPage(claims.page + 1)}>›</button>
            </div>
          )}
        </div>
      </div>
      {claims.rows.length === 0 ? (
        <p className="muted empty"><FormattedMessage id="reward.claims.empty" /></p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack" data-testid="reward-claims">
            <thead>
              <tr>
                <th><FormattedMessage id="reward.claims.timestamp" /></th>
                <th><FormattedMessage id="reward.claims.tx" /></th>
                <th className="num"><FormattedMessage id="reward.claims.amount" /></th>
                <th><FormattedMessage id="reward.claims.type" /></th>
              </tr>
            </thead>
            <tbody>
              {claims.rows.map((c) => (
                <tr key={c.id} data-testid="reward-claim-row">
                  <td data-label={label("reward.claims.timestamp")}><span><FormattedDate value={c.timestamp} /> <span className="muted"><FormattedTime value={c.timestamp} /></span></span></td>
                  <td className="mono muted" data-label={label("reward.claims.tx")} title={c.transactionHash}>{short(c.transactionHash)}</td>
                  <td className="num mono" data-label={label("reward.claims.amount")}>{formatUnits(c.amount, "long")}</td>
                  <td data-label={label("reward.claims.type")}>{c.stakingType === "staking" ? <FormattedMessage id="reward.pool.staking" /> : <FormattedMessage id="reward.pool.ethPool" />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
