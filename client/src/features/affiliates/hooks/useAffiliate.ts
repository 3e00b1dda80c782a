import { useEffect } from "react";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import {
  AffiliateTodayUpdatedDocument, BecomeAffiliateDocument, CreateAffiliateCodeDocument, MyAffiliateDocument, WithdrawAffiliateCommissionDocument,
} from "../../../gql/pages/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

const PAYOUT_POLL_MS = 2000;

/** The signed-in player's affiliate account, kept live: today's figure is pushed, and the account is read again with it (a day published at 0:30 UTC). */
export function useAffiliate() {
  const { status } = useSession();
  const skip = status !== "signedIn";
  const q = useQuery(MyAffiliateDocument, { skip, fetchPolicy: "cache-and-network" });
  // A payout is a task the operator sends: read the account again until it is paid (or failed).
  const paying = BigInt(q.data?.myAffiliate?.inFlight ?? "0") > 0n;
  useEffect(() => {
    if (!paying) return;
    const timer = setInterval(() => void q.refetch(), PAYOUT_POLL_MS);
    return () => clearInterval(timer);
  }, [paying, q]);
  useSubscription(AffiliateTodayUpdatedDocument, { skip: skip || !q.data?.myAffiliate, onData: () => void q.refetch() });
  const [become, becoming] = useMutation(BecomeAffiliateDocument, { refetchQueries: [MyAffiliateDocument] });
  const [create, creating] = useMutation(CreateAffiliateCodeDocument);
  const [withdraw, withdrawing] = useMutation(WithdrawAffiliateCommissionDocument);
  return {
    signedIn: !skip,
    loading: q.loading && !q.data,
    affiliate: q.data?.myAffiliate ?? null,
    become: () => become(),
    becoming: becoming.loading,
    createCode: (code: string) => create({ variables: { code } }),
    creating: creating.loading,
    withdraw: async () => {
      const r = await withdraw();
      await q.refetch();
      return r.data?.withdrawAffiliateCommission ?? null;
    },
    withdrawing: withdrawing.loading,
    refetch: () => q.refetch(),
  };
}
