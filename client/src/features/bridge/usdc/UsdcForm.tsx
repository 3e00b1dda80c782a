import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { checkAmount } from "../validate.js";
import { QuoteNote } from "./QuoteNote.js";

export type UsdcDirection = "deposit" | "withdraw";

interface Props {
  direction: UsdcDirection;
  onDirection: (d: UsdcDirection) => void;
  /** USDC to deposit, or asset-chain SUSD to withdraw. */
  available: bigint;
  /** The vault's USDC allowance: a deposit above it needs an approval first. */
  allowance: bigint;
  min: bigint;
  max: bigint;
  busy: boolean;
  onSubmit: (units: bigint) => void;
}

/** Flow 1 (deposit, with the approve step when the allowance is short) and flow 2 (withdrawal, with its quote). */
export function UsdcForm({ direction, onDirection, available, allowance, min, max, busy, onSubmit }: Props) {
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const check = checkAmount(text, available, min, max);
  const showError = touched && text !== "" && !check.ok;
  const needsApproval = direction === "deposit" && check.ok && allowance < check.units;
  const submitId = !check.ok ? "usdc.submit.idle" : direction === "withdraw" ? "usdc.submit.withdraw" : needsApproval ? "usdc.submit.approveDeposit" : "usdc.submit.deposit";
  return (
    <form
      className="card bridge-form"
      noValidate
      data-testid="usdc-form"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (check.ok && !busy) onSubmit(check.units);
      }}
    >
      <h2 className="card__title"><FormattedMessage id="usdc.title" /></h2>
      <div className="segmented" role="tablist">
        {(["deposit", "withdraw"] as const).map((d) => (
          <button key={d} type="button" role="tab" aria-selected={direction === d} className={`segmented__item${direction === d ? " is-active" : ""}`} data-testid={`usdc-direction-${d}`} onClick={() => onDirection(d)}>
            <FormattedMessage id={`usdc.${d}`} />
          </button>
        ))}
      </div>
      <label className="field">
        <span className="field__label"><FormattedMessage id={`usdc.amount.${direction}`} /></span>
        <span className="field__control">
          <input data-testid="usdc-amount" inputMode="decimal" autoComplete="off" placeholder="85.00" value={text} aria-invalid={showError} onChange={(e) => setText(e.target.value)} onBlur={() => setTouched(true)} />
        </span>
        <span className="field__hint muted"><FormattedMessage id={`usdc.available.${direction}`} values={{ amount: formatToken(available) }} /></span>
        {showError && !check.ok && <span className="field__error" role="alert" data-testid="usdc-error"><FormattedMessage id={check.error} /></span>}
      </label>
      {needsApproval && (
        <div className="usdc-notice" role="status" data-testid="usdc-approve-needed">
          <strong><FormattedMessage id="usdc.approveNeeded" /></strong>
          <p className="small"><FormattedMessage id="usdc.approveHow" values={{ amount: `${formatToken(check.units, 6)} USDC` }} /></p>
        </div>
      )}
      {direction === "withdraw" && check.ok && <QuoteNote units={check.units} />}
      <button type="submit" className="btn btn--primary btn--block btn--lg" data-testid="usdc-submit" disabled={busy}>
        {busy ? <span className="spinner spinner--inline" /> : null}
        <FormattedMessage id={submitId} values={{ amount: check.ok ? formatToken(check.units) : "" }} />
      </button>
    </form>
  );
}
