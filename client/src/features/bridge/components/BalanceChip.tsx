import { Link } from "react-router-dom";
import { useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { useBalances } from "../hooks/useBalances.js";

/** Header total (susd + g1Susd); links to the bridge. */
export function BalanceChip() {
  const intl = useIntl();
  const b = useBalances();
  if (!b.loaded) return null;
  return (
    <Link to="/bridge" className="balance-chip" title={intl.formatMessage({ id: "balance.total" })}>
      <span className="coin" aria-hidden>$</span>
      <span className="mono">{formatToken(b.total)}</span>
      <span className="muted small">SUSD</span>
    </Link>
  );
}
