import { FormattedMessage } from "react-intl";
import type { TxAction, TxState } from "../hooks/useCashierTx.js";

/** The state of the last settings change of this kind, announced to screen readers. */
export function TxStatus({ state, action }: { state: TxState; action: TxAction }) {
  if (!state || state.action !== action) return null;
  if (state.phase === "failed") return <p className="rg-tx rg-tx--failed" role="alert">{state.message}</p>;
  return <p className={`rg-tx rg-tx--${state.phase}`} role="status"><FormattedMessage id={`rg.tx.${state.phase}`} /></p>;
}
