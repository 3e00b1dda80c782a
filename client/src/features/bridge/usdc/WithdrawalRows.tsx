import { FormattedDate, FormattedMessage } from "react-intl";
import type { BridgeProcessFieldsFragment } from "../../../gql/graphql.js";
import { formatToken } from "../../../shared/format/token.js";
import { ClaimButton } from "./ClaimButton.js";
import type { UsdcMessageId } from "./messages.js";

const CLAIMABLE = 1;

/** Open USDC withdrawals (type 2 not yet claimed): state, ETA and why, Claim once claimable; a rejection's reason. */
export function WithdrawalRows({ rows, claiming, onClaim }: { rows: readonly BridgeProcessFieldsFragment[]; claiming: string | null; onClaim: (p: BridgeProcessFieldsFragment) => void }) {
  const open = rows.filter((p) => p.processType === 2 && p.transactionState !== "claimed");
  return (
    <section className="card" data-testid="usdc-withdrawals">
      <h2 className="card__title"><FormattedMessage id="usdc.withdrawals" /></h2>
      {open.length === 0 ? (
        <p className="muted empty"><FormattedMessage id="usdc.withdrawals.empty" /></p>
      ) : (
        <ul className="usdc-rows">
          {open.map((p) => (
            <li key={p.id} className="usdc-row" data-testid="usdc-withdrawal" data-withdrawal={p.withdrawalId} data-state={p.transactionState}>
              <span className="mono usdc-row__amount">{formatToken(p.amount)} SUSD</span>
              <span className={`pill pill--status-${p.status}`}><FormattedMessage id={`usdc.state.${p.transactionState}` as UsdcMessageId} /></span>
              {p.transactionState === "rejected" ? (
                <span className="small usdc-row__note" data-testid="usdc-rejected"><FormattedMessage id="usdc.row.rejected" values={{ reason: p.rejectReason ?? "-" }} /></span>
              ) : p.status === CLAIMABLE ? (
                <ClaimButton withdrawalId={p.withdrawalId} amount={p.amount} busy={claiming !== null} onClaim={() => onClaim(p)} />
              ) : (
                <span className="small muted usdc-row__note" data-testid="usdc-eta">
                  {p.releaseAt && <><FormattedMessage id="usdc.row.eta" />: <FormattedDate value={p.releaseAt} dateStyle="medium" timeStyle="short" /></>}
                  {p.queueReasons.map((r) => <span key={r} className="usdc-row__reason"> · <FormattedMessage id={`usdc.quote.${r}` as UsdcMessageId} /></span>)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
