import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { WithdrawalQuoteDocument } from "../../../gql/graphql.js";
import type { UsdcMessageId } from "./messages.js";

/** When a withdrawal of `units` would be claimable and why (SPEC §9), in the player's time zone. */
export function QuoteNote({ units }: { units: bigint }) {
  const q = useQuery(WithdrawalQuoteDocument, { variables: { amount: units.toString() }, fetchPolicy: "network-only" });
  const quote = q.data?.withdrawalQuote;
  if (!quote) return <p className="field__hint muted" data-testid="usdc-quote"><FormattedMessage id="usdc.quote.loading" /></p>;
  return (
    <div className="usdc-quote" data-testid="usdc-quote" data-delay={quote.delaySeconds} role="status">
      {quote.delaySeconds === 0 ? (
        <FormattedMessage id="usdc.quote.now" />
      ) : (
        <FormattedMessage id="usdc.quote.eta" values={{ at: <FormattedDate value={quote.releaseAt} dateStyle="medium" timeStyle="short" /> }} />
      )}
      {quote.reasons.length > 0 && (
        <ul className="notes small">
          {quote.reasons.map((r) => <li key={r}><FormattedMessage id={`usdc.quote.${r}` as UsdcMessageId} /></li>)}
        </ul>
      )}
    </div>
  );
}
