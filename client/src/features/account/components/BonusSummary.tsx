import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { MyBonusSummaryDocument } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";

const STATUSES = ["locked", "claimable", "swapped", "expired"] as const;

/** Bonus summary: what the bonus program holds for the player now, and their bonuses by status. */
export function BonusSummary() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyBonusSummaryDocument, { fetchPolicy: "cache-and-network" });
  if (error && !data) return <div className="card empty-state" role="alert"><FormattedMessage id="account.loadFailed" /><button type="button" className="btn btn--ghost btn--sm" onClick={() => void refetch()}><FormattedMessage id="account.retry" /></button></div>;
  if (loading && !data) return <div className="card center pad"></div>;
  if (!data) return null;
  const s = data.bonusState;
  const counts = Object.fromEntries(STATUSES.map((st) => [st, data.bonuses.filter((b) => b.status === st).length]));
  const stats: [string, string, string][] = [
    ["account.bonus.held", s.bonusAmount, "bonus-held"],
    ["account.bonus.claimable", s.claimableBonus, "bonus-claimable"],
    ["account.bonus.expiring", s.expiringBonus, "bonus-expiring"],
    ["account.bonus.swappable", s.estimateSwappableAmount, "bonus-swappable"],
    ["account.bonus.deposited", s.depositAmount, "bonus-deposited"],
    ["account.bonus.totalBet", s.totalBet, "bonus-total-bet"],
  ];
  return (
    <div className="stack account__panel" data-testid="bonus-summary">
      <div className="balance-cards">
        {stats.map(([label, value, testId]) => (
          <div key={testId} className={`stat${testId === "bonus-claimable" ? " stat--accent" : ""}`}>
            <span className="stat__label"><FormattedMessage id={label} /></span>
            <span className="stat__value mono" data-testid={testId}>{formatUnits(value)}</span>
            <span className="stat__unit">SUSD</span>
          </div>
        ))}
      </div>
      <section className="card">
        <h3 className="card__title"><FormattedMessage id="account.bonus.counts" /></h3>
        {data.bonuses.length === 0 ? (
          <p className="muted"><FormattedMessage id="account.bonus.none" /></p>
        ) : (
          <ul className="account__counts">
            {STATUSES.map((st) => <li key={st} data-testid={`bonus-count-${st}`}><span className="muted">{intl.formatMessage({ id: `account.bonus.status.${st}` })}</span> <strong>{counts[st]}</strong></li>)}
          </ul>
        )}
        <Link to="/bonus" className="btn btn--ghost btn--sm"><FormattedMessage id="account.bonus.open" /></Link>
      </section>
    </div>
  );
}
