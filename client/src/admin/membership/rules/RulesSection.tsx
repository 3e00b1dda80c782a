import { FormattedMessage } from "react-intl";
import { IfCan } from "../../access/AccessProvider.js";
import { ErrorNotice } from "../../ui/ErrorNotice.js";
import { Hex } from "../../ui/Hex.js";
import { LimitsTable } from "./LimitsTable.js";
import { RulesHistory } from "./RulesHistory.js";
import { RulesStatus } from "./RulesStatus.js";
import { TimeOutAction } from "./TimeOutAction.js";
import { useMemberRules } from "./useMemberRules.js";

/** A player's responsible-gaming rules in the member detail: status, limits and their use, pending changes, history, and the time-out. */
export function RulesSection({ address, who }: { address: string; who: string }) {
  const { rules, loaded, error, reload } = useMemberRules(address);
  return (
    <section aria-labelledby="rules-title" className="adm-field">
      <h3 id="rules-title" className="adm-section-title"><FormattedMessage id="adm.rules.title" /></h3>
      {error && <ErrorNotice error={error} />}
      {loaded && !rules && <p className="adm-hint"><FormattedMessage id="adm.rules.noWallet" /></p>}
      {rules && (
        <>
          <p className="adm-hint"><FormattedMessage id="adm.rules.hint" values={{ wallet: <Hex value={rules.wallet} /> }} /></p>
          <RulesStatus status={rules.status} />
          <IfCan permission="protection.write">
            <TimeOutAction address={address} who={who} blockedUntil={rules.status.blockedUntil} onDone={reload} />
          </IfCan>
          <h4 className="adm-section-title"><FormattedMessage id="adm.rules.limits" /></h4>
          <LimitsTable rules={rules} />
          <h4 className="adm-section-title"><FormattedMessage id="adm.rules.history" /></h4>
          <RulesHistory history={rules.history} />
        </>
      )}
    </section>
  );
}
