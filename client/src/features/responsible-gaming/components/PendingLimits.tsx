import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import type { Limits } from "../logic/limits.js";
import { FIELDS } from "../logic/limits.js";
import type { TxState } from "../hooks/useCashierTx.js";
import { TxStatus } from "./TxStatus.js";
import { When } from "./When.js";

/** The looser request waiting out its seven days, when it applies, and a way to cancel it. */
export function PendingLimits({ pending, at, tx, onCancel }: { pending: Limits; at: number; tx: TxState; onCancel: () => void }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: "rg.limit.none" });
  const value = (f: (typeof FIELDS)[number]) => {
    if (f === "dailyMinutes") return pending.dailyMinutes === 0 ? none : intl.formatMessage({ id: "rg.minutes" }, { minutes: pending.dailyMinutes });
    return pending[f] === 0n ? none : `${formatToken(pending[f])} SUSD`;
  };
  const busy = tx?.action === "cancel" && (tx.phase === "signing" || tx.phase === "pending");
  return (
    <section className="card stack rg-pending" aria-labelledby="rg-pending-title" data-testid="rg-pending">
      <h2 id="rg-pending-title"><FormattedMessage id="rg.pending.title" /></h2>
      <p><FormattedMessage id="rg.pending.applies" values={{ when: <When at={at} /> }} /></p>
      <dl className="rg-pending__list">
        {FIELDS.map((f) => (
          <div key={f}>
            <dt><FormattedMessage id={`rg.field.${f}`} /></dt>
            <dd className="mono">{value(f)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}><FormattedMessage id="rg.pending.cancel" /></button>
      </div>
      <TxStatus state={tx} action="cancel" />
    </section>
  );
}
