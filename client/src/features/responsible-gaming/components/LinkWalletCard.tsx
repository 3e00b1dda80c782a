import { FormattedMessage } from "react-intl";
import type { TxState } from "../hooks/useCashierTx.js";
import { TxStatus } from "./TxStatus.js";

/**
 * Until the player's main wallet plays on the game wallet's account, its game-chain stakes would
 * escape these limits: one signature of the main wallet, sent by the game wallet, makes them one player.
 */
export function LinkWalletCard({ main, tx, onLink }: { main: string; tx: TxState; onLink: () => void }) {
  const busy = tx?.action === "link" && (tx.phase === "signing" || tx.phase === "pending");
  return (
    <section className="card stack" aria-labelledby="rg-link-title" data-testid="rg-link">
      <h2 id="rg-link-title"><FormattedMessage id="rg.link.title" /></h2>
      <p><FormattedMessage id="rg.link.intro" values={{ main: <code>{`${main.slice(0, 6)}…${main.slice(-4)}`}</code> }} /></p>
      <div><button type="button" className="btn btn--primary" disabled={busy} onClick={onLink}><FormattedMessage id="rg.link.action" /></button></div>
      <TxStatus state={tx} action="link" />
    </section>
  );
}
