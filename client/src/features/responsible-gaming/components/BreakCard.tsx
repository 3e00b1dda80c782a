import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { BREAKS, type BreakChoice } from "../logic/windows.js";
import type { TxState } from "../hooks/useCashierTx.js";
import { TxStatus } from "./TxStatus.js";
import { When } from "./When.js";

/**
 * Time-outs and self-exclusions: the player picks one, reads exactly what happens and until when,
 * then confirms. A break already running longer keeps its end (the cashier only lengthens them).
 */
export function BreakCard({ now, blockedUntil, excluded, tx, onTake }: { now: number; blockedUntil: number; excluded: boolean; tx: TxState; onTake: (period: number) => void }) {
  const [chosen, setChosen] = useState<BreakChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const running = blockedUntil > now;
  const until = chosen ? Math.max(now + chosen.seconds, running ? blockedUntil : 0) : 0;
  const busy = tx?.action === "break" && (tx.phase === "signing" || tx.phase === "pending");
  return (
    <section className="card stack" aria-labelledby="rg-break-title">
      <h2 id="rg-break-title"><FormattedMessage id="rg.break.title" /></h2>
      {running && (
        <p className="banner banner--warn" data-testid="rg-blocked">
          <FormattedMessage id={excluded ? "rg.break.excludedUntil" : "rg.break.timeOutUntil"} values={{ when: <When at={blockedUntil} /> }} />
        </p>
      )}
      <p className="muted"><FormattedMessage id="rg.break.intro" /></p>
      <fieldset className="rg-break__choices" disabled={confirming || busy}>
        <legend className="muted small"><FormattedMessage id="rg.break.timeOuts" /></legend>
        {BREAKS.filter((b) => !b.exclusion).map((b) => <Choice key={b.period} b={b} chosen={chosen} onChoose={setChosen} />)}
        <legend className="muted small"><FormattedMessage id="rg.break.exclusions" /></legend>
        {BREAKS.filter((b) => b.exclusion).map((b) => <Choice key={b.period} b={b} chosen={chosen} onChoose={setChosen} />)}
      </fieldset>
      {!confirming && (
        <div>
          <button type="button" className="btn btn--ghost" disabled={!chosen || busy} onClick={() => setConfirming(true)}><FormattedMessage id="rg.break.continue" /></button>
        </div>
      )}
      {confirming && chosen && (
        <div className="rg-confirm stack" role="alertdialog" aria-labelledby="rg-confirm-title" data-testid="rg-break-confirm">
          <h3 id="rg-confirm-title"><FormattedMessage id={`rg.break.period.${chosen.period}`} /></h3>
          <p><FormattedMessage id={chosen.exclusion ? "rg.confirm.exclusion" : "rg.confirm.timeOut"} values={{ when: <When at={until} /> }} /></p>
          <p><FormattedMessage id="rg.confirm.still" /></p>
          {chosen.exclusion && <p><FormattedMessage id="rg.confirm.resume" /></p>}
          <div className="row">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}><FormattedMessage id="rg.confirm.back" /></button>
            <button type="button" className="btn btn--danger" onClick={() => (setConfirming(false), onTake(chosen.period))}>
              <FormattedMessage id={chosen.exclusion ? "rg.confirm.exclude" : "rg.confirm.takeTimeOut"} />
            </button>
          </div>
        </div>
      )}
      <TxStatus state={tx} action="break" />
    </section>
  );
}

function Choice({ b, chosen, onChoose }: { b: BreakChoice; chosen: BreakChoice | null; onChoose: (b: BreakChoice) => void }) {
  return (
    <label className="rg-break__choice">
      <input type="radio" name="rg-break" checked={chosen?.period === b.period} onChange={() => onChoose(b)} />
      <FormattedMessage id={`rg.break.period.${b.period}`} />
    </label>
  );
}
