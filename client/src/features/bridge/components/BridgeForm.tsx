import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { checkAmount } from "../validate.js";

export type Direction = "toGame" | "toAsset";

interface Props {
  direction: Direction;
  onDirection: (d: Direction) => void;
  available: bigint;
  min: bigint;
  max: bigint;
  busy: boolean;
  /** A transfer is still on its way: one at a time. */
  inFlight?: boolean;
  onSubmit: (units: bigint) => void;
}

/** Direction, amount with the SPEC's min/max/balance messages, and submit. */
export function BridgeForm({ direction, onDirection, available, min, max, busy, inFlight = false, onSubmit }: Props) {
  const intl = useIntl();
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const check = checkAmount(text, available, min, max);
  const showError = touched && text !== "" && !check.ok;

  return (
    <form
      className="card bridge-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (check.ok && !busy && !inFlight) onSubmit(check.units);
      }}
    >
      <h2 className="card__title"><FormattedMessage id="bridge.formTitle" /></h2>
      <div className="segmented" role="tablist">
        {(["toGame", "toAsset"] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={direction === d}
            className={`segmented__item${direction === d ? " is-active" : ""}`}
            data-testid={d === "toGame" ? "bridge-direction-to-game" : "bridge-direction-to-asset"}
            onClick={() => onDirection(d)}
          >
            <FormattedMessage id={d === "toGame" ? "bridge.toGame" : "bridge.toAsset"} />
          </button>
        ))}
      </div>
      <label className="field">
        <span className="field__label"><FormattedMessage id="bridge.amount" /></span>
        <span className="field__control">
          <input
            data-testid="bridge-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="85.00"
            value={text}
            aria-invalid={showError}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          <button type="button" className="field__addon" onClick={() => (setText(formatToken(available < max ? available : max, 6).replace(/,/g, "")), setTouched(true))}>
            <FormattedMessage id="bridge.max" />
          </button>
        </span>
        <span className="field__hint muted"><FormattedMessage id="bridge.available" values={{ amount: formatToken(available) }} /></span>
        {showError && !check.ok && <span className="field__error" role="alert" data-testid="bridge-error"><FormattedMessage id={check.error} /></span>}
      </label>
      <button type="submit" className="btn btn--primary btn--block btn--lg" data-testid="bridge-submit" disabled={busy || inFlight}>
        {busy ? <span className="spinner spinner--inline" /> : null}
        {check.ok ? <FormattedMessage id="bridge.submit" values={{ amount: formatToken(check.units) }} /> : intl.formatMessage({ id: "bridge.submitIdle" })}
      </button>
      {inFlight && <p className="field__hint muted center" data-testid="bridge-in-flight"><FormattedMessage id="bridge.inFlight" /></p>}
      <ul className="notes muted small">
        <li><FormattedMessage id="bridge.notes.large" /></li>
        <li><FormattedMessage id="bridge.notes.daily" /></li>
      </ul>
    </form>
  );
}
