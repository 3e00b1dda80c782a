import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { ClaimGasEstimateDocument } from "../../../gql/graphql.js";
import { formatToken } from "../../../shared/format/token.js";
import { formatEth } from "./eth.js";

/** Flow 3: a claimable withdrawal's Claim button, with what its gas costs now and at 10 gwei (SPEC §9's ≈0.003 ETH). */
export function ClaimButton({ withdrawalId, amount, busy, onClaim }: { withdrawalId: string; amount: string; busy: boolean; onClaim: () => void }) {
  const q = useQuery(ClaimGasEstimateDocument, { variables: { withdrawalId }, fetchPolicy: "network-only" });
  const g = q.data?.claimGasEstimate;
  return (
    <div className="usdc-claim">
      <button type="button" className="btn btn--primary btn--sm" data-testid="usdc-claim" disabled={busy} onClick={onClaim}>
        <FormattedMessage id="usdc.claim" values={{ amount: formatToken(amount) }} />
      </button>
      <span className="small muted" data-testid="usdc-claim-gas">
        {g ? <FormattedMessage id="usdc.claim.gas" values={{ cost: formatEth(BigInt(g.costWei)), at10: formatEth(BigInt(g.costAt10GweiWei)) }} /> : <FormattedMessage id="usdc.claim.gasLoading" />}
      </span>
    </div>
  );
}
