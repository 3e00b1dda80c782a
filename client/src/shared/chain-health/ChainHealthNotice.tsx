import { useQuery, useSubscription } from "@apollo/client/react";
import { FormattedMessage, FormattedTime } from "react-intl";
import { ChainHealthChangedDocument, ChainHealthDocument } from "../../gql/graphql.js";

/**
 * Says when a chain's RPC does not answer the gateway, so a player whose bet or transfer cannot be
 * sent sees why instead of a spinner. The gateway probes; the subscription brings each change.
 */
export function ChainHealthNotice() {
  const { data } = useQuery(ChainHealthDocument);
  const live = useSubscription(ChainHealthChangedDocument);
  const health = live.data?.chainHealthChanged ?? data?.chainHealth ?? [];
  const down = health.filter((h) => !h.reachable);
  if (!down.length) return null;
  return (
    <>
      {down.map((h) => (
        <div key={h.id} className="banner banner--warn" role="alert" data-testid={`chain-unreachable-${h.id}`}>
          <FormattedMessage
            id={h.id === "game" ? "chain.unreachable.game" : "chain.unreachable.asset"}
            values={{ since: <FormattedTime value={h.since} /> }}
          />
        </div>
      ))}
    </>
  );
}
