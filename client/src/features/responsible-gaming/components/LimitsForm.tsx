import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { draftOf, FIELDS, loosens, parseLimits, sameLimits, type LimitField, type Limits, type LimitsDraft, type LimitsProblem } from "../logic/limits.js";
import type { TxState } from "../hooks/useCashierTx.js";
import { TxStatus } from "./TxStatus.js";

const plain = (units: bigint) => formatToken(units, 6).replace(/,/g, "");

/**
 * Changing the limits: a tighter value applies at once, any looser one (or a removal) makes the
 * whole request wait seven days. The order of the loss limits is checked before anything is sent.
 */
export function LimitsForm({ current, tx, onSubmit }: { current: Limits; tx: TxState; onSubmit: (next: Limits) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<LimitsDraft>(() => draftOf(current, plain));
  const [problem, setProblem] = useState<{ field: LimitField | "loss"; problem: LimitsProblem | "unchanged" } | null>(null);
  const key = FIELDS.map((f) => String(current[f])).join(":");
  // The form starts from the limits in force, again whenever they change on chain.
  const currentRef = useRef(current);
  currentRef.current = current;
  useEffect(() => setDraft(draftOf(currentRef.current, plain)), [key]);

  const parsed = parseLimits(draft);
  const looser = parsed.ok && loosens(current, parsed.limits);
  const busy = tx?.action === "limits" && (tx.phase === "signing" || tx.phase === "pending");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.ok) return setProblem({ field: parsed.field, problem: parsed.problem });
    if (sameLimits(parsed.limits, current)) return setProblem({ field: "loss", problem: "unchanged" });
    setProblem(null);
    onSubmit(parsed.limits);
  };

  return (
    <section className="card stack" aria-labelledby="rg-form-title">
      <h2 id="rg-form-title"><FormattedMessage id="rg.form.title" /></h2>
      <p className="muted"><FormattedMessage id="rg.form.rule" /></p>
      <form className="stack rg-form" onSubmit={submit} noValidate>
        <div className="rg-form__grid">
          {FIELDS.map((f) => (
            <label key={f} className="field">
              <span className="field__label"><FormattedMessage id={`rg.field.${f}`} /></span>
              <input
                className="input mono"
                inputMode={f === "dailyMinutes" ? "numeric" : "decimal"}
                value={draft[f]}
                placeholder={intl.formatMessage({ id: "rg.limit.none" })}
                aria-invalid={problem?.field === f || (problem?.field === "loss" && f.endsWith("Loss")) || undefined}
                onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
              />
              <span className="field__hint muted small"><FormattedMessage id={f === "dailyMinutes" ? "rg.form.minutesHint" : "rg.form.amountHint"} /></span>
            </label>
          ))}
        </div>
        <p className="muted small"><FormattedMessage id="rg.form.order" /></p>
        {problem && <p className="rg-form__error" role="alert"><FormattedMessage id={`rg.problem.${problem.problem}`} /></p>}
        {looser && <p className="banner banner--warn" data-testid="rg-looser"><FormattedMessage id="rg.form.looser" /></p>}
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy}><FormattedMessage id="rg.form.save" /></button>
        </div>
        <TxStatus state={tx} action="limits" />
      </form>
    </section>
  );
}
