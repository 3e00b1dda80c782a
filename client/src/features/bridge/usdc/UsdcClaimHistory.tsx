import { FormattedDate, FormattedMessage, FormattedTime } from "react-intl";
import type { BridgeProcessFieldsFragment } from "../../../gql/graphql.js";
import { formatToken } from "../../../shared/format/token.js";

const short = (h: string | null | undefined) => (h ? `${h.slice(0, 10)}…${h.slice(-6)}` : "-");

/** Claimed USDC withdrawals (type 3), newest first. */
export function UsdcClaimHistory({ rows }: { rows: readonly BridgeProcessFieldsFragment[] }) {
  const claims = rows.filter((p) => p.processType === 3);
  return (
    <section className="card">
      <h2 className="card__title"><FormattedMessage id="usdc.claimHistory" /></h2>
      {claims.length === 0 ? (
        <p className="muted empty"><FormattedMessage id="usdc.claimHistory.empty" /></p>
      ) : (
        <ul className="usdc-rows" data-testid="usdc-claim-history">
          {claims.map((p) => (
            <li key={p.id} className="usdc-row" data-withdrawal={p.withdrawalId}>
              <span><FormattedDate value={p.createdAt} /> <span className="muted"><FormattedTime value={p.createdAt} /></span></span>
              <span className="mono usdc-row__amount">{formatToken(p.amount)} USDC</span>
              <span className="mono muted small" title={p.mintTxHash ?? undefined}>{short(p.mintTxHash ?? p.withdrawTxHash)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
