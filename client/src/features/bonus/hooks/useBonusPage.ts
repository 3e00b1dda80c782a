import { useEffect } from "react";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { BonusPageDocument, BonusUpdatedDocument, SyncBonusDocument } from "../../../gql/graphql.js";
import { storedLogin } from "../../../shared/apollo/credentials.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { claimBonusSync, releaseBonusSync } from "../bonus-sync.js";

/**
 * The signed-in player's bonus state, deposits and the program's terms, refreshed when a bonus
 * changes. SPEC §4: bonus sync runs once per session (one sign-in), whichever tab gets here first.
 */
export function useBonusPage() {
  const { status } = useSession();
  const skip = status !== "signedIn";
  const q = useQuery(BonusPageDocument, { skip, fetchPolicy: "cache-and-network" });
  useSubscription(BonusUpdatedDocument, { skip, onData: () => void q.refetch() });
  const [sync] = useMutation(SyncBonusDocument);
  useEffect(() => {
    if (skip || !claimBonusSync(storedLogin()?.nonce)) return;
    void sync()
      .then((r) => {
        if (r.data?.syncBonus.upToDate === false) void q.refetch();
      })
      .catch(() => releaseBonusSync());
  }, [skip]);
  return { data: q.data, loading: q.loading && !q.data, refetch: q.refetch, available: !skip };
}
