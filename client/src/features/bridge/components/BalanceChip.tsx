import { Link } from "react-router-dom";
import { useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { useSteadyBalances } from "../hooks/useSteadyBalances.js";

/** Header total (susd + g1Susd, with what the bridge is carrying); links to the bridge. */
export function BalanceChip() {
  const intl = useIntl();
  const b = useSteadyBalances();
  if (!b.loaded) return null;
  const title = intl.formatMessage({ id: "balance.total" }) + (b.inFlight > 0n ? ` · ${intl.formatMessage({ id: "balance.inFlight" }, { amount: formatToken(b.inFlight) })}` : "");
  return (
    <Link to="/bridge" className={`balance-chip${b.inFlight > 0n ? " balance-chip--moving" : ""}`} title={title} data-testid="balance-chip">
      <span className="coin" aria-hidden>$</span>
      <span className="mono" data-units={b.total.toString()}>{formatToken(b.total)}</span>
      <span className="muted small">SUSD</span>
      {b.inFlight > 0n && <span className="balance-chip__moving" data-testid="balance-chip-in-flight" aria-label={intl.formatMessage({ id: "balance.inFlight" }, { amount: formatToken(b.inFlight) })}>⇄</span>}
    </Link>
  );
}
