import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from "react-intl";
import { formatUnits } from "../../../shared/format/number.js";
import type { MessageId } from "../../../shared/i18n/en.js";
import type { Process } from "../hooks/useCurrentBridge.js";

const short = (h: string) => (h ? `${h.slice(0, 10)}…${h.slice(-6)}` : "-");
const isUsdc = (p: Process) => p.processType < 90;
const typeLabel = (p: Process) => (isUsdc(p) ? `usdc.type.${p.processType}` : `bridge.type.${p.processType === 90 ? 90 : 91}`);
const statusLabel = (p: Process) => (isUsdc(p) ? `usdc.state.${p.transactionState}` : `bridge.status.${p.status === 2 ? 2 : p.status === 1 ? 1 : 0}`);

/** Every transfer of the player's but USDC claims (those have their own history): SUSD between the chains and USDC ⇄ SUSD. */
export function BridgeHistory({ rows: all }: { rows: readonly Process[] }) {
  const rows = all.filter((p) => p.processType !== 3);
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <section className="card">
      <h2 className="card__title"><FormattedMessage id="bridge.history" /></h2>
      {rows.length === 0 ? (
        <p className="muted empty"><FormattedMessage id="bridge.history.empty" /></p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack" data-testid="bridge-history">
            <thead>
              <tr>
                <th><FormattedMessage id="bridge.history.date" /></th>
                <th><FormattedMessage id="bridge.history.direction" /></th>
                <th className="num"><FormattedMessage id="bridge.history.amount" /></th>
                <th><FormattedMessage id="bridge.history.status" /></th>
                <th><FormattedMessage id="bridge.history.tx" /></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id} data-status={p.status} data-type={p.processType}>
                  <td data-label={label("bridge.history.date")}><span><FormattedDate value={p.createdAt} /> <span className="muted"><FormattedTime value={p.createdAt} /></span></span></td>
                  <td data-label={label("bridge.history.direction")}><FormattedMessage id={typeLabel(p) as MessageId} /></td>
                  <td className="num mono" data-label={label("bridge.history.amount")}>{formatUnits(p.amount)}</td>
                  <td data-label={label("bridge.history.status")}><span className={`pill pill--status-${p.status}`}><FormattedMessage id={statusLabel(p) as MessageId} /></span></td>
                  <td className="mono muted" data-label={label("bridge.history.tx")} title={p.withdrawTxHash}>{short(p.withdrawTxHash)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
