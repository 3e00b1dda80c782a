import { useMutation, useQuery } from "@apollo/client/react";
import { AdminAffiliatesDocument, SetAffiliateRateDocument, SetAffiliateSuspendedDocument } from "../../gql/admin/graphql.js";

/** Affiliates with their figures, and the rate and suspension changes (each logged with its reason). */
export function useAdminAffiliates() {
  const q = useQuery(AdminAffiliatesDocument, { fetchPolicy: "cache-and-network" });
  const [rate] = useMutation(SetAffiliateRateDocument, { refetchQueries: [AdminAffiliatesDocument] });
  const [suspend] = useMutation(SetAffiliateSuspendedDocument, { refetchQueries: [AdminAffiliatesDocument] });
  return {
    rows: q.data?.adminAffiliates ?? [],
    tiers: q.data?.affiliateRateTiers ?? [],
    loading: q.loading && !q.data,
    error: q.error,
    setRate: (address: string, rateBps: number, reason: string) => rate({ variables: { address, rateBps, reason } }),
    setSuspended: (address: string, suspended: boolean, reason: string) => suspend({ variables: { address, suspended, reason } }),
  };
}
