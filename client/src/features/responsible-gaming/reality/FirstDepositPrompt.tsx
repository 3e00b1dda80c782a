import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";

/** Offered once the first SUSD reaches the game chain: set limits before playing. */
export function FirstDepositPrompt({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside className="first-deposit card" role="dialog" aria-modal="false" aria-labelledby="first-deposit-title" data-testid="first-deposit">
      <h2 id="first-deposit-title" className="reality-check__title"><FormattedMessage id="rg.firstDeposit.title" /></h2>
      <p><FormattedMessage id="rg.firstDeposit.body" /></p>
      <div className="reality-check__actions">
        <Link to="/responsible-gaming" className="btn btn--primary btn--sm" onClick={onDismiss}><FormattedMessage id="rg.firstDeposit.set" /></Link>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDismiss}>
          <FormattedMessage id="rg.firstDeposit.dismiss" />
        </button>
      </div>
    </aside>
  );
}
