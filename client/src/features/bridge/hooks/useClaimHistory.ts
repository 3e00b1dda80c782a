import { useState } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { ClaimHistoryDocument, ClaimUpdatedDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

/** The signed-in player's staking claims (SPEC page size 10), refreshed when a new claim is indexed. */
export function useClaimHistory() {
  const { status, active, config } = useSession();
  const [page, setPage] = useState(1);
  const skip = status !== "signedIn" || !active || !config?.stakingContract;
  const q = useQuery(ClaimHistoryDocument, { skip, variables: { account: active?.address, contract: config?.stakingContract, page }, fetchPolicy: "cache-and-network" });
  useSubscription(ClaimUpdatedDocument, { skip, onData: () => void q.refetch() });
  const data = q.data?.claimHistory;
  return {
    rows: data?.items ?? [],
    page,
    pages: data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1,
    setPage,
    available: !skip,
  };
}
