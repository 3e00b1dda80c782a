import { useState, type FormEvent } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { AffiliateFieldsFragment } from "../../../gql/pages/graphql.js";
import { useCopy } from "../hooks/useCopy.js";

export const CODE_PATTERN = /^[A-Za-z0-9]{6,20}$/;
export const referralLink = (code: string) => `${window.location.origin}/?ref=${encodeURIComponent(code)}`;

/** The affiliate's codes with their links to share, and a form for a new one (6–20 letters or digits). */
export function CodesCard({ affiliate, creating, onCreate }: { affiliate: AffiliateFieldsFragment; creating: boolean; onCreate: (code: string) => Promise<string | null> }) {
  const intl = useIntl();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { copied, copy } = useCopy();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!CODE_PATTERN.test(code.trim())) return setError(intl.formatMessage({ id: "affiliate.codes.invalid" }));
    const failure = await onCreate(code.trim());
    setError(failure);
    if (!failure) setCode("");
  };
  return (
    <section className="card" aria-labelledby="affiliate-codes-title">
      <h2 id="affiliate-codes-title" className="card__title"><FormattedMessage id="affiliate.codes.title" /></h2>
      <form className="affiliate-code-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="field">
          <span className="field__label"><FormattedMessage id="affiliate.codes.new" /></span>
          <span className="field__control">
            <input value={code} onChange={(e) => (setCode(e.target.value), setError(null))} maxLength={20} placeholder="SUNRISE2026" data-testid="affiliate-code-input" aria-invalid={!!error} />
          </span>
          <span className="field__hint muted"><FormattedMessage id="affiliate.codes.hint" /></span>
          {error && <span className="field__error" role="alert" data-testid="affiliate-code-error">{error}</span>}
        </label>
        <button type="submit" className="btn btn--primary" disabled={creating} data-testid="affiliate-code-create"><FormattedMessage id="affiliate.codes.create" /></button>
      </form>
      {affiliate.codes.length === 0 ? (
        <p className="muted empty"><FormattedMessage id="affiliate.codes.empty" /></p>
      ) : (
        <ul className="affiliate-codes" data-testid="affiliate-codes">
          {affiliate.codes.map((c) => (
            <li key={c.id} className="affiliate-code" data-testid="affiliate-code" data-code={c.code}>
              <div className="affiliate-code__main">
                <strong className="mono">{c.code}</strong>
                <span className="muted small"><FormattedMessage id="affiliate.codes.meta" values={{ n: c.referrals, date: <FormattedDate value={c.createdAt} /> }} /></span>
              </div>
              <code className="affiliate-code__link" data-testid="affiliate-link">{referralLink(c.code)}</code>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => void copy(referralLink(c.code))}>
                {copied === referralLink(c.code) ? <FormattedMessage id="affiliate.codes.copied" /> : <FormattedMessage id="affiliate.codes.copy" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
