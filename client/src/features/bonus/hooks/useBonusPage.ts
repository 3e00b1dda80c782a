import { useEffect } from "react";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { BonusPageDocument, BonusUpdatedDocument, SyncBonusDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { useIsMainWindow } from "../../../shared/session/main-window.js";

const SYNCED_KEY = "bonus-synced";

/**
 * The signed-in player's bonus state, deposits and the program's terms, refreshed when a bonus
 * changes. SPEC §4: bonus sync runs once per session, from the main window.
 */
export function useBonusPage() {
  const { status } = useSession();
  const mainWindow = useIsMainWindow();
  const skip = status !== "signedIn";
  const q = useQuery(BonusPageDocument, { skip, fetchPolicy: "cache-and-network" });
  useSubscription(BonusUpdatedDocument, { skip, onData: () => void q.refetch() });
  const [sync] = useMutation(SyncBonusDocument);
  useEffect(() => {
    if (skip || !mainWindow || sessionStorage.getItem(SYNCED_KEY)) return;
    sessionStorage.setItem(SYNCED_KEY, "1");
    void sync().then((r) => {
      if (r.data?.syncBonus.upToDate === false) void q.refetch();
    }).catch(() => sessionStorage.removeItem(SYNCED_KEY));
  }, [skip, mainWindow]);
  return { data: q.data, loading: q.loading && !q.data, refetch: q.refetch, available: !skip };
}
