import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { formatToken, parseToken } from "../../../shared/format/token.js";
import { expectedBonus } from "../bonus-math.js";

interface Props {
  available: bigint;
  rateBps: number;
  maximum: bigint;
  wagerMultiplier: number;
  expiryDays: number;
  busy: boolean;
  paused: boolean;
  onDeposit: (units: bigint) => void;
}

type Check = { ok: true; units: bigint } | { ok: false; reason: "invalid" | "zero" | "balance" };

function check(text: string, available: bigint): Check {
  const parsed = parseToken(text);
  if (!parsed.ok) return { ok: false, reason: "invalid" };
  if (parsed.units <= 0n) return { ok: false, reason: "zero" };
  if (parsed.units > available) return { ok: false, reason: "balance" };
  return parsed;
}

/** A deposit earns min(amount × rate, maximum) in bonus, released after wagering it the program's multiple. */
export function DepositForm({ available, rateBps, maximum, wagerMultiplier, expiryDays, busy, paused, onDeposit }: Props) {
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const c = check(text, available);
  const bonus = c.ok ? expectedBonus(c.units, rateBps, maximum) : 0n;
  const showError = touched && text !== "" && !c.ok;
  return (
    <form
      className="card bonus-deposit"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (c.ok && !busy && !paused) onDeposit(c.units);
      }}
    >
      <h2 className="card__title"><FormattedMessage id="bonus.deposit.title" /></h2>
      <p className="muted small">
        <FormattedMessage id="bonus.deposit.terms" values={{ rate: rateBps / 100, maximum: formatToken(maximum), multiple: wagerMultiplier, days: expiryDays }} />
      </p>
      <label className="field">
        <span className="field__label"><FormattedMessage id="bonus.deposit.amount" /></span>
        <span className="field__control">
          <input data-testid="bonus-amount" inputMode="decimal" autoComplete="off" placeholder="100.00" value={text} aria-invalid={showError} onChange={(e) => setText(e.target.value)} onBlur={() => setTouched(true)} />
          <button type="button" className="field__addon" onClick={() => (setText(formatToken(available, 6).replace(/,/g, "")), setTouched(true))}>
            <FormattedMessage id="bridge.max" />
          </button>
        </span>
        <span className="field__hint muted"><FormattedMessage id="bridge.available" values={{ amount: formatToken(available) }} /></span>
        {showError && (
          <span className="field__error" data-testid="bonus-error" role="alert">
            <FormattedMessage id={c.reason === "balance" ? "bridge.insufficient" : "bonus.deposit.invalid"} />
          </span>
        )}
      </label>
      <div className="bonus-deposit__gain" data-testid="bonus-expected" data-units={bonus.toString()}>
        <span className="muted small"><FormattedMessage id="bonus.deposit.youGet" /></span>
        <strong className="mono">+{formatToken(bonus)} SUSD</strong>
      </div>
      <button className="btn btn--primary btn--block btn--lg" type="submit" data-testid="bonus-submit" disabled={busy || paused}>
        {busy ? <span className="spinner spinner--inline" /> : null}
        <FormattedMessage id={paused ? "bonus.deposit.paused" : "bonus.deposit.submit"} />
      </button>
    </form>
  );
}
