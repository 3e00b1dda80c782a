import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { FormattedMessage, useIntl } from "react-intl";
import { UpdateMyEmailDocument } from "../../../gql/pages/graphql.js";
import { useToast } from "../../../shared/ui/toasts.js";

/** The message for a refused email: SPEC §8's when another player has it, the format's otherwise. */
function refusal(err: unknown): string {
  const code = CombinedGraphQLErrors.is(err) ? err.errors[0]?.extensions?.code : undefined;
  if (code === "CONFLICT") return "error.emailExists";
  if (code === "BAD_USER_INPUT") return "account.profile.emailInvalid";
  return "error.unknown";
}

/** The player's email on My Page: shown, changed or removed (empty) in place. */
export function EmailField({ email }: { email: string | null }) {
  const intl = useIntl();
  const toast = useToast();
  const [save] = useMutation(UpdateMyEmailDocument);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await save({ variables: { email: value.trim() || null } });
      setEditing(false);
      toast.success(intl.formatMessage({ id: "account.profile.emailSaved" }));
    } catch (err) {
      setError(intl.formatMessage({ id: refusal(err) }));
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <p className="profile__email small">
        <span className="muted" data-testid="profile-email">{email ?? intl.formatMessage({ id: "account.profile.noEmail" })}</span>{" "}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => (setValue(email ?? ""), setEditing(true))}>
          <FormattedMessage id="account.profile.editEmail" />
        </button>
      </p>
    );
  }
  return (
    <form className="profile__name-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor="profile-email"><FormattedMessage id="account.profile.email" /></label>
        <input id="profile-email" type="email" className="profile__input" value={value} maxLength={254} autoFocus autoComplete="email" aria-invalid={!!error} aria-describedby="profile-email-note" onChange={(e) => setValue(e.target.value)} />
        <span id="profile-email-note" className={error ? "field__error" : "field__hint muted"} role={error ? "alert" : undefined}>{error ?? intl.formatMessage({ id: "account.profile.emailHint" })}</span>
      </div>
      <div className="profile__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={busy}><FormattedMessage id="account.profile.save" /></button>
        <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => (setEditing(false), setError(undefined))}><FormattedMessage id="account.profile.cancel" /></button>
      </div>
    </form>
  );
}
