import { FormattedMessage } from "react-intl";
import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** A query that failed: the server's reason (refused, not found, bad filter) or a network failure. */
export function ErrorNotice({ error }: { error: unknown }) {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  return (
    <div className="adm-alert adm-alert--error" role="alert" data-code={typeof code === "string" ? code : undefined}>
      {code === "FORBIDDEN" || code === "UNAUTHENTICATED" ? <FormattedMessage id="adm.error.forbidden" /> : null} {first?.message ?? (error instanceof Error ? error.message : <FormattedMessage id="common.error" />)}
    </div>
  );
}
