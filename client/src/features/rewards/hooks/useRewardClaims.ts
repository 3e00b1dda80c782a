import { useCallback, useState } from "react";
import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { RewardClaimsDocument, RewardClaimUpdatedDocument } from "../../../gql/pages/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import type { ClaimRow } from "../claims-csv.js";

export const CLAIM_PAGE_SIZE = 10;
const EXPORT_PAGE_SIZE = 100;

/** The player's staking claims, 10 a page (SPEC §9), refreshed the moment a new TokenClaimed is indexed. */
export function useRewardClaims(onClaimed?: () => void) {
  const client = useApolloClient();
  const { status, active, config } = useSession();
  const [page, setPage] = useState(1);
  const account = active?.address;
  const contract = config?.stakingContract;
  const skip = status !== "signedIn" || !account || !contract;
  const q = useQuery(RewardClaimsDocument, { skip, variables: { account, contract, page, pageSize: CLAIM_PAGE_SIZE }, fetchPolicy: "cache-and-network" });
  useSubscription(RewardClaimUpdatedDocument, {
    skip,
    onData: () => {
      void q.refetch();
      onClaimed?.();
    },
  });
  /** Every claim, for the CSV: read in pages of 100. */
  const all = useCallback(async (): Promise<ClaimRow[]> => {
    const rows: ClaimRow[] = [];
    for (let p = 1; ; p++) {
      const { data } = await client.query({ query: RewardClaimsDocument, variables: { account, contract, page: p, pageSize: EXPORT_PAGE_SIZE }, fetchPolicy: "network-only" });
      const items = data?.claimHistory.items ?? [];
      rows.push(...items);
      if (items.length < EXPORT_PAGE_SIZE || rows.length >= (data?.claimHistory.total ?? 0)) return rows;
    }
  }, [client, account, contract]);
  const data = q.data?.claimHistory;
  return { available: !skip, rows: data?.items ?? [], total: data?.total ?? 0, page, pages: data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1, setPage, all };
}
