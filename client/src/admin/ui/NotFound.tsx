import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { EmptyState } from "./EmptyState.js";
import { ErrorNotice } from "./ErrorNotice.js";

/** A detail page whose record is gone (NOT_FOUND) or could not be read. */
export function NotFound({ error, back }: { error: unknown; back: { to: string; label: ReactNode } }) {
  const missing = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === "NOT_FOUND";
  if (!missing) return <ErrorNotice error={error} />;
  return (
    <EmptyState
      icon="?"
      title={<FormattedMessage id="adm.form.notFound" />}
      hint={<FormattedMessage id="adm.form.notFoundHint" />}
      action={<Link className="adm-btn adm-btn--ghost" to={back.to}>← {back.label}</Link>}
    />
  );
}
